// The forms that subscribe a visitor to e-mails (confirmed by a link: double opt-in) or end that.
// Each schema lists its entries in the form's order.
import * as v from 'valibot';
import { wantedAreas } from '../../search/wanted-regions';
import { purchaseBudgetLooksMistyped } from '../amount-slips';
import {
  choiceList,
  consentEntries,
  emailField,
  idList,
  markedRequired,
  metaEntries,
  optionalNumber,
  optionalText,
  personEntries,
  remarkField,
} from './fields';
import { message } from './form-message';

const areaCodes = wantedAreas.map((area) => area.code) as [string, ...string[]];

/** Belgian and Luxembourg postcodes: four digits, Luxembourg's sometimes written L-1234. */
const postcodePattern = /^(?:L-?)?\d{4}$/i;

/** The postcodes typed in one field, separated by commas, semicolons or spaces. */
export function splitPostcodes(text: string | undefined): string[] {
  if (text === undefined) return [];
  return text
    .split(/[\s,;]+/)
    .map((code) => code.trim().toUpperCase())
    .filter((code) => code !== '');
}

/** demand-register: what the visitor looks for, matched against new listings by `npm run alerts`. */
export const DemandRegisterSchema = v.pipe(
  v.strictObject(
    {
      ...metaEntries,
      goal: v.picklist(['sale', 'rent'], message('required')),
      /** Property type WebIDs: at least one, which the check below words. */
      types: markedRequired(idList(100)),
      /** Codes of src/domain/search/wanted-regions.ts, picked on the map or in the list. */
      regions: choiceList(areaCodes),
      postcodes: v.pipe(
        optionalText(300),
        v.check(
          (text) => splitPostcodes(text).every((code) => postcodePattern.test(code)),
          message('postcode'),
        ),
      ),
      budgetMin: optionalNumber(0, 100_000_000),
      budgetMax: optionalNumber(0, 100_000_000),
      bedrooms: optionalNumber(0, 20),
      ...personEntries,
      remark: remarkField,
      ...consentEntries,
    },
    message('required'),
  ),
  v.forward(
    v.partialCheck([['types']], (body) => body.types.length > 0, message('propertyTypeRequired')),
    ['types'],
  ),
  v.forward(
    v.partialCheck(
      [['regions'], ['postcodes']],
      (body) => body.regions.length > 0 || splitPostcodes(body.postcodes).length > 0,
      message('zoneRequired'),
    ),
    ['regions'],
  ),
  v.forward(
    v.partialCheck(
      [['budgetMin'], ['budgetMax']],
      (body) =>
        body.budgetMin === undefined || body.budgetMax === undefined || body.budgetMin <= body.budgetMax,
      message('budgetOrder'),
    ),
    ['budgetMax'],
  ),
  v.forward(
    v.partialCheck(
      [['goal'], ['budgetMax']],
      (body) => !purchaseBudgetLooksMistyped(body.goal, body.budgetMax),
      message('budgetTooLow'),
    ),
    ['budgetMax'],
  ),
);

/** sign-newsletter: an e-mail address (names optional) to confirm by the link sent to it. */
export const SignNewsletterSchema = v.strictObject(
  {
    ...metaEntries,
    title: personEntries.title,
    firstName: optionalText(100),
    lastName: optionalText(100),
    email: emailField,
    privacyConsent: consentEntries.privacyConsent,
  },
  message('required'),
);

/** unsubscribe: the address that wants no more e-mails; confirmed by the link sent to it. */
export const UnsubscribeSchema = v.strictObject({ ...metaEntries, email: emailField }, message('required'));
