// The thank-you pages: one per form kind that sends its visitor to one after a plain form post.
import { formKinds } from '../schemas/forms/form-kind';

/**
 * The names of the thank-you pages (/feedback/{name}/): every form kind of the API, plus the CRM's
 * "testing-testing" page that staff use to check a form end to end.
 */
export const feedbackNames = [...formKinds, 'testing-testing'] as const;

/** The name of a thank-you page. */
export type FeedbackName = (typeof feedbackNames)[number];

/** Whether a string names a thank-you page. */
export function isFeedbackName(value: string): value is FeedbackName {
  return (feedbackNames as readonly string[]).includes(value);
}
