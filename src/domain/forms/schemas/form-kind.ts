// The kinds of form the API takes: the last segment of POST /api/forms/{kind}.

/** Every form kind, in the order the thank-you pages list them. */
export const formKinds = [
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
] as const;

/** A form kind. */
export type FormKind = (typeof formKinds)[number];

/** Whether a string names a form kind. */
export function isFormKind(value: string): value is FormKind {
  return (formKinds as readonly string[]).includes(value);
}
