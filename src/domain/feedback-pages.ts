// The thank-you pages: one per form kind that sends its visitor to one after a plain form post.

/**
 * The names of the thank-you pages (/feedback/{name}/): every form kind of the API, plus the CRM's
 * "testing-testing" page that staff use to check a form end to end.
 */
export const feedbackNames = [
  'site-contact',
  'contact-me',
  'contact-appointment',
  'contact-construction',
  'contact-demand',
  'demand-register',
  'send-to-friend',
  'sign-newsletter',
  'unsubscribe',
  'offer',
  'rent-application',
  'testimonial',
  'cv',
  'document-request',
  'testing-testing',
] as const;

/** The name of a thank-you page. */
export type FeedbackName = (typeof feedbackNames)[number];

/** Whether a string names a thank-you page. */
export function isFeedbackName(value: string): value is FeedbackName {
  return (feedbackNames as readonly string[]).includes(value);
}
