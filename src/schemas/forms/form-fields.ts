// What each field means in every kind that has it: the label the form shows above it (messages name
// the field with it), the label of its line in the e-mails, how its value reads as words, and whether
// it is kept. Total over the field names of every kind's schema: a field added to a schema without
// its entry here, or an entry left for a field no schema has, does not compile.
import type { PluralKey, TranslationKey } from '../../i18n/keys';
import type { FormFieldName } from './form-specs';

/**
 * How a checked value reads as words in an e-mail (src/server/compose-form-emails.ts holds one reader
 * per kind of words): `text` as typed, `title`/`goal`/`contactTimes` as the choices the form showed,
 * `propertyType`/`propertyTypes` by the export's type names, `areas` by the map's area names,
 * `postcodes` as the list of postcodes, `documents` by the property's document names, `price` in euros,
 * `dateTime`/`date` in the reader's format, `stars` as a rating.
 */
export type FieldWords =
  | 'text'
  | 'title'
  | 'goal'
  | 'contactTimes'
  | 'propertyType'
  | 'propertyTypes'
  | 'areas'
  | 'postcodes'
  | 'documents'
  | 'price'
  | 'dateTime'
  | 'date'
  | 'stars';

/** One field, the same in every kind that has it. */
export interface FieldSpec {
  /** The label the form shows; field messages name the field with it. None: the field is not shown. */
  readonly label?: Exclude<TranslationKey, PluralKey>;
  /**
   * The label of its line in the agency's e-mail. None: no line (machinery such as the submission
   * id, the property and the project with their own block, the consents with a sentence, and the
   * friend's address, which the friend's e-mail promises is not kept).
   */
  readonly mail?: TranslationKey;
  /** How its value reads as words. */
  readonly words: FieldWords;
  /** Once shown it is the site's own words (a choice, a date, an amount): the visitor's confirmation repeats it. */
  readonly siteWords?: true;
  /** It is sent as a list (checkboxes `name[]`), even when only one box is ticked. */
  readonly list?: true;
  /** It stays out of the stored row: machinery, and the friend's address ("we have not kept it"). */
  readonly unstored?: true;
}

// The fields with a label come in the order the form island's strings list them.
/** Every field of every kind. */
export const formFieldSpecs = {
  title: { label: 'forms.fields.title.label', mail: 'forms.fields.title.label', words: 'title' },
  firstName: { label: 'forms.fields.firstName', mail: 'forms.fields.firstName', words: 'text' },
  lastName: { label: 'forms.fields.lastName', mail: 'forms.fields.lastName', words: 'text' },
  email: { label: 'forms.fields.email', mail: 'forms.fields.email', words: 'text' },
  phone: { label: 'forms.fields.phone', mail: 'forms.fields.phone', words: 'text' },
  remark: { label: 'forms.fields.remark', mail: 'forms.fields.remark', words: 'text' },
  contactTimes: {
    label: 'forms.fields.contactTimes.label',
    mail: 'forms.fields.contactTimes.label',
    words: 'contactTimes',
    siteWords: true,
    list: true,
  },
  slot: { label: 'forms.fields.slot', mail: 'forms.fields.slot', words: 'dateTime', siteWords: true },
  propertyType: {
    label: 'forms.fields.propertyType',
    mail: 'forms.fields.propertyType',
    words: 'propertyType',
    siteWords: true,
  },
  address: { label: 'forms.fields.address', mail: 'forms.fields.address', words: 'text' },
  postalCode: {
    label: 'forms.fields.postalCode',
    mail: 'forms.fields.postalCode',
    words: 'text',
    siteWords: true,
  },
  city: { label: 'forms.fields.city', mail: 'forms.fields.city', words: 'text' },
  goal: { label: 'forms.fields.goal', mail: 'forms.fields.goal', words: 'goal', siteWords: true },
  regions: {
    label: 'forms.fields.regions',
    mail: 'pages.demandRegister.regionsLegend',
    words: 'areas',
    siteWords: true,
    list: true,
  },
  postcodes: {
    label: 'forms.fields.postcodes',
    mail: 'forms.fields.postcodes',
    words: 'postcodes',
    siteWords: true,
  },
  budgetMin: {
    label: 'forms.fields.budgetMin',
    mail: 'forms.fields.budgetMin',
    words: 'price',
    siteWords: true,
  },
  budgetMax: {
    label: 'forms.fields.budgetMax',
    mail: 'forms.fields.budgetMax',
    words: 'price',
    siteWords: true,
  },
  bedrooms: { label: 'forms.fields.bedrooms', mail: 'forms.fields.bedrooms', words: 'text', siteWords: true },
  friendFirstName: {
    label: 'forms.fields.friendFirstName',
    mail: 'forms.fields.friendFirstName',
    words: 'text',
  },
  friendLastName: {
    label: 'forms.fields.friendLastName',
    mail: 'forms.fields.friendLastName',
    words: 'text',
  },
  friendEmail: { label: 'forms.fields.friendEmail', words: 'text', unstored: true },
  offerAmount: {
    label: 'forms.fields.offerAmount',
    mail: 'forms.fields.offerAmount',
    words: 'price',
    siteWords: true,
  },
  monthlyIncome: {
    label: 'forms.fields.monthlyIncome',
    mail: 'forms.fields.monthlyIncome',
    words: 'price',
    siteWords: true,
  },
  occupants: {
    label: 'forms.fields.occupants',
    mail: 'forms.fields.occupants',
    words: 'text',
    siteWords: true,
  },
  startDate: {
    label: 'forms.fields.startDate',
    mail: 'forms.fields.startDate',
    words: 'date',
    siteWords: true,
  },
  endDate: { label: 'forms.fields.endDate', mail: 'forms.fields.endDate', words: 'date', siteWords: true },
  rating: { label: 'forms.fields.rating', mail: 'forms.fields.rating', words: 'stars', siteWords: true },
  message: { label: 'forms.fields.message', mail: 'forms.fields.message', words: 'text' },
  file: { label: 'forms.fields.file', words: 'text' },
  documents: {
    label: 'forms.fields.documents',
    mail: 'forms.fields.documents',
    words: 'documents',
    siteWords: true,
    list: true,
  },
  types: { mail: 'pages.demandRegister.typesLegend', words: 'propertyTypes', siteWords: true, list: true },
  privacyConsent: { words: 'text' },
  newsletter: { words: 'text' },
  propertyId: { words: 'text' },
  projectId: { words: 'text' },
  submissionId: { words: 'text', unstored: true },
  locale: { words: 'text' },
  website: { words: 'text', unstored: true },
  startedAt: { words: 'text', unstored: true },
  altcha: { words: 'text', unstored: true },
} as const satisfies Record<FormFieldName, FieldSpec>;

/** Whether a name is a field of some kind (a posted name may be anything). */
export function isFormFieldName(name: string): name is FormFieldName {
  return Object.hasOwn(formFieldSpecs, name);
}

/** The spec of a field. */
export function fieldSpec(field: FormFieldName): FieldSpec {
  return formFieldSpecs[field];
}
