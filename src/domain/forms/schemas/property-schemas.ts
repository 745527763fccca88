// The forms about one listing besides "contact me": an offer, a rental application, sending it to a
// friend and asking for its documents. Each schema lists its entries in the form's order.
import * as v from 'valibot';
import { dayIn } from '../../portal/view-statistics';
import { lowestOfferEuros } from '../amount-slips';
import { containsLink, friendMessageMax } from '../visitor-text';
import {
  consentEntries,
  emailField,
  idField,
  idList,
  metaEntries,
  optionalDate,
  optionalText,
  personEntries,
  phoneField,
  remarkField,
  requiredNumber,
  requiredText,
} from './fields';
import { message } from './form-message';

/** offer: an offer to purchase, in whole euros (the page shows the 10% deposit it implies). */
export const OfferSchema = v.strictObject(
  {
    ...metaEntries,
    propertyId: idField,
    ...personEntries,
    phone: phoneField,
    // Below 1 000 € (or a tenth of the asking price) the API's slip check speaks (amount-slips.ts): the
    // range message states that floor, the smallest offer ever taken, not 1.
    offerAmount: requiredNumber(1, 1_000_000_000, lowestOfferEuros),
    remark: remarkField,
    ...consentEntries,
  },
  message('required'),
);

/** rent-application: apply to rent, with income, occupants and the wished lease dates. */
export const RentApplicationSchema = v.pipe(
  v.strictObject(
    {
      ...metaEntries,
      propertyId: idField,
      ...personEntries,
      phone: phoneField,
      /** Net monthly income in euros: the confirmation fills the minimum-income placeholder with it. */
      monthlyIncome: requiredNumber(0, 10_000_000),
      /** How many people will live there: fills the maximum-occupants placeholder. */
      occupants: requiredNumber(1, 20),
      startDate: optionalDate,
      endDate: optionalDate,
      remark: remarkField,
      ...consentEntries,
    },
    message('required'),
  ),
  // The end date alone, or an end before the start, cannot describe a lease.
  v.forward(
    v.partialCheck(
      [['startDate'], ['endDate']],
      (body) => body.endDate === undefined || body.startDate !== undefined,
      message('datesIncomplete'),
    ),
    ['startDate'],
  ),
  v.forward(
    v.partialCheck(
      [['startDate'], ['endDate']],
      (body) => body.startDate === undefined || body.endDate === undefined || body.endDate > body.startDate,
      message('endBeforeStart'),
    ),
    ['endDate'],
  ),
  // A lease cannot start on a day gone by in Brussels: a mis-picked year is caught before the landlord
  // reads the application. Read at each check, in the browser and again by the API.
  v.forward(
    v.partialCheck(
      [['startDate']],
      (body) => body.startDate === undefined || body.startDate >= dayIn(Date.now()),
      message('dateInPast'),
    ),
    ['startDate'],
  ),
);

/**
 * send-to-friend: the sender's and the friend's names and addresses, the property, and a short
 * personal message without links, which the friend's e-mail shows as the sender's words.
 */
export const SendToFriendSchema = v.strictObject(
  {
    ...metaEntries,
    firstName: requiredText(100),
    lastName: requiredText(100),
    email: emailField,
    friendFirstName: requiredText(100),
    friendLastName: requiredText(100),
    friendEmail: emailField,
    propertyId: idField,
    /** The sender's own words to the friend: short, and never a link (the agency's address sends it). */
    message: v.pipe(
      optionalText(friendMessageMax),
      v.check((text) => text === undefined || !containsLink(text), message('noLinks')),
    ),
    privacyConsent: consentEntries.privacyConsent,
  },
  message('required'),
);

/** document-request: the visitor's details, then the IDs of the property's documents they want. */
export const DocumentRequestSchema = v.strictObject(
  {
    ...metaEntries,
    propertyId: idField,
    ...personEntries,
    remark: remarkField,
    documents: idList(100),
    ...consentEntries,
  },
  message('required'),
);
