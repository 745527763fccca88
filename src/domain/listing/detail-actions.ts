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
 * a visit request, a visit slot when its owner's agent has published slots still ahead (`hasVisitSlots`),
 * an offer (sale) or a rental application (rent), and sending it to a friend: a section to book a slot
 * that only says there is none would be a dead end, and the visit request is there for that. A sold or
 * rented one can only be sent on: asking to visit or bid on it would mislead.
 */
export function detailActions(goal: number, marquee: number, hasVisitSlots: boolean): DetailAction[] {
  if (isSoldOrRented(marquee)) return ['send-to-friend'];
  return [
    'document-request',
    'contact-me',
    ...(hasVisitSlots ? (['contact-appointment'] as const) : []),
    goal === 1 ? 'rent-application' : 'offer',
    'send-to-friend',
  ];
}
