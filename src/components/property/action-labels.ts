// The button label of each follow-up of a listing, shared by the aside's links and the entry sections.
import type { DetailAction } from '../../domain/listing/detail-actions';

/** The dictionary key naming each follow-up as a call to action. */
export const actionLabels = {
  'document-request': 'property.actions.requestDocuments',
  'contact-me': 'property.actions.askVisit',
  'contact-appointment': 'property.actions.bookVisit',
  offer: 'property.actions.makeOffer',
  'rent-application': 'property.actions.applyToRent',
  'send-to-friend': 'property.actions.sendToFriend',
} as const satisfies Record<DetailAction, string>;
