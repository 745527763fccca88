// Which follow-ups a detail page offers: documents, a visit, a slot, an offer or application, a friend.

import { isSoldOrRented } from './status';

/** A follow-up of a listing, named by the form kind that will handle it (see docs: form kinds). */
export type DetailAction =
  | 'document-request'
  | 'contact-me'
  | 'contact-appointment'
  | 'offer'
  | 'rent-application'
  | 'send-to-friend';

/**
 * The follow-ups of a listing, in the order the page lists them. A listing on the market offers documents,
 * a visit request, a visit slot, an offer (sale) or a rental application (rent), and sending it to a
 * friend. A sold or rented one can only be sent on: asking to visit or bid on it would mislead.
 */
export function detailActions(goal: number, marquee: number): DetailAction[] {
  if (isSoldOrRented(marquee)) return ['send-to-friend'];
  return [
    'document-request',
    'contact-me',
    'contact-appointment',
    goal === 1 ? 'rent-application' : 'offer',
    'send-to-friend',
  ];
}
