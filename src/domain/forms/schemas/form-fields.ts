// What each field means in every kind that has it: the label the form shows above it (messages name
// the field with it), the label of its line in the e-mails, how its value reads as words, whether it
// is kept, and how its control is drawn on the form. Total over the field names of every kind's
// schema: a field added to a schema without its entry here, a field the visitor fills in without its
// control, or an entry left for a field no schema has, does not compile.
import type { PluralKey, TranslationKey } from '../../../i18n/keys';
import type { FormFieldName, PageField } from './form-specs';

/**
 * How a checked value reads as words in an e-mail (src/server/mail/compose-form-emails.ts holds one reader
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

/** A dictionary key that is not a plural. */
type Label = Exclude<TranslationKey, PluralKey>;

/**
 * The part of the form a field sits in; consecutive fields of one group share it (LeadForm.astro
 * holds each group's frame): `property` the valued property's fieldset, `search` the demand's,
 * `person` the visitor's details, `friend` the friend's details, `own` the kind's own fieldset
 * (titled with the kind's name), `loose` no frame.
 */
export type FieldGroup = 'property' | 'search' | 'person' | 'friend' | 'own' | 'loose';

/** Where the options of a choice come from (FieldControl.astro lists them). */
export type ChoiceSource = 'titles' | 'propertyTypes' | 'goals' | 'contactTimes' | 'ratings';

/**
 * How a field's control is drawn, by src/components/forms/FieldControl.astro; its label is the
 * field's `label` unless told, its required mark follows the kind's schema.
 */
export interface FieldControl {
  /**
   * An input type, `select` or `textarea` (FormField); `radio` or `checkbox`, a group of choices
   * (ChoiceGroup; checkboxes post `name[]`); `check`, one box (CheckField); or a part drawn by its own
   * code in LeadForm.astro: `slot` (the visit slots), `regions` (the map and the areas), `documents`
   * (the property's documents).
   */
  readonly type:
    | 'text'
    | 'email'
    | 'tel'
    | 'number'
    | 'date'
    | 'file'
    | 'select'
    | 'textarea'
    | 'radio'
    | 'checkbox'
    | 'check'
    | 'slot'
    | 'regions'
    | 'documents';
  readonly group: FieldGroup;
  /** Consecutive fields with the same row stand side by side in one `.field-row`. */
  readonly row?: string | undefined;
  /** Its id after the form's prefix, where it is not the field's name in kebab case. */
  readonly id?: string;
  /** Its label (a group's legend, a box's text) where it is not the field's `label`. */
  readonly label?: Label;
  /** The unit of an amount, in brackets after the label. */
  readonly unit?: 'euro';
  /** The line under the control; its {{max}} reads `hintMax`. */
  readonly hint?: Label;
  readonly hintMax?: number;
  /** The options of a select or a group of choices. */
  readonly options?: ChoiceSource;
  /** The choice ticked before the visitor chooses. */
  readonly initial?: string;
  /** A group of choices inside a fieldset, with a smaller legend. */
  readonly nested?: true;
  readonly autocomplete?: string;
  readonly inputmode?: 'numeric';
  readonly min?: number;
  readonly max?: number;
  readonly step?: number;
  /** The lines of a textarea (5 unless told). */
  readonly rows?: number;
  /** The file types a file input offers. */
  readonly accept?: string;
  /** The link shown after a box: the privacy page. */
  readonly link?: 'privacy';
}

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
  /**
   * The label of its line in the agency's e-mail where `mail`, also the visitor's confirmation's, speaks
   * as the visitor ("Documents you want to receive", "I want to"): the agency reads it in its own voice.
   */
  readonly lead?: TranslationKey;
  /** How its value reads as words. */
  readonly words: FieldWords;
  /** Once shown it is the site's own words (a choice, a date, an amount): the visitor's confirmation repeats it. */
  readonly siteWords?: true;
  /** It is sent as a list (checkboxes `name[]`), even when only one box is ticked. */
  readonly list?: true;
  /** It stays out of the stored row: machinery, and the friend's address ("we have not kept it"). */
  readonly unstored?: true;
  /** How its control is drawn on the form: every field the visitor fills in has one. */
  readonly control?: FieldControl;
}

/** A control with the words it is labelled with. */
export type LabelledControl = FieldControl & { readonly label: Label };

/** A control as a kind's form draws it: labelled, with its id. */
export type DrawnControl = LabelledControl & { readonly id: string };

/** A field the visitor fills in: one with a control, labelled by the field's label or its own. */
type ShownFieldSpec = FieldSpec &
  ({ readonly label: Label; readonly control: FieldControl } | { readonly control: LabelledControl });

// The fields with a label come in the order the form island's strings list them.
/** Every field of every kind. */
export const formFieldSpecs = {
  title: {
    label: 'forms.fields.title.label',
    mail: 'forms.fields.title.label',
    words: 'title',
    control: { type: 'select', group: 'person', options: 'titles', autocomplete: 'honorific-prefix' },
  },
  firstName: {
    label: 'forms.fields.firstName',
    mail: 'forms.fields.firstName',
    words: 'text',
    control: { type: 'text', group: 'person', row: 'names', autocomplete: 'given-name' },
  },
  lastName: {
    label: 'forms.fields.lastName',
    mail: 'forms.fields.lastName',
    words: 'text',
    control: { type: 'text', group: 'person', row: 'names', autocomplete: 'family-name' },
  },
  email: {
    label: 'forms.fields.email',
    mail: 'forms.fields.email',
    words: 'text',
    control: { type: 'email', group: 'person', row: 'reach', autocomplete: 'email' },
  },
  phone: {
    label: 'forms.fields.phone',
    mail: 'forms.fields.phone',
    words: 'text',
    control: { type: 'tel', group: 'person', row: 'reach', autocomplete: 'tel' },
  },
  remark: {
    label: 'forms.fields.remark',
    mail: 'forms.fields.remark',
    words: 'text',
    control: { type: 'textarea', group: 'loose' },
  },
  contactTimes: {
    label: 'forms.fields.contactTimes.label',
    mail: 'forms.fields.contactTimes.label',
    lead: 'mail.lead.contactTimes',
    words: 'contactTimes',
    siteWords: true,
    list: true,
    control: { type: 'checkbox', group: 'person', options: 'contactTimes', nested: true },
  },
  slot: {
    label: 'forms.fields.slot',
    mail: 'forms.fields.slot',
    words: 'dateTime',
    siteWords: true,
    control: { type: 'slot', group: 'loose' },
  },
  propertyType: {
    label: 'forms.fields.propertyType',
    mail: 'forms.fields.propertyType',
    words: 'propertyType',
    siteWords: true,
    control: { type: 'select', group: 'property', id: 'type', options: 'propertyTypes' },
  },
  address: {
    label: 'forms.fields.address',
    mail: 'forms.fields.address',
    words: 'text',
    control: { type: 'text', group: 'property', autocomplete: 'address-line1' },
  },
  postalCode: {
    label: 'forms.fields.postalCode',
    mail: 'forms.fields.postalCode',
    words: 'text',
    siteWords: true,
    control: {
      type: 'text',
      group: 'property',
      row: 'place',
      id: 'zip',
      inputmode: 'numeric',
      autocomplete: 'postal-code',
    },
  },
  city: {
    label: 'forms.fields.city',
    mail: 'forms.fields.city',
    words: 'text',
    control: { type: 'text', group: 'property', row: 'place', autocomplete: 'address-level2' },
  },
  goal: {
    label: 'forms.fields.goal',
    mail: 'forms.fields.goal',
    lead: 'mail.lead.goal',
    words: 'goal',
    siteWords: true,
    control: { type: 'radio', group: 'search', options: 'goals', initial: 'sale' },
  },
  regions: {
    label: 'forms.fields.regions',
    mail: 'pages.demandRegister.regionsLegend',
    words: 'areas',
    siteWords: true,
    list: true,
    control: { type: 'regions', group: 'search' },
  },
  postcodes: {
    label: 'forms.fields.postcodes',
    mail: 'forms.fields.postcodes',
    words: 'postcodes',
    siteWords: true,
    control: {
      type: 'text',
      group: 'search',
      inputmode: 'numeric',
      hint: 'pages.demandRegister.postcodesHint',
    },
  },
  budgetMin: {
    label: 'forms.fields.budgetMin',
    mail: 'forms.fields.budgetMin',
    words: 'price',
    siteWords: true,
    control: {
      type: 'number',
      group: 'search',
      row: 'budget',
      unit: 'euro',
      min: 0,
      step: 1000,
      inputmode: 'numeric',
    },
  },
  budgetMax: {
    label: 'forms.fields.budgetMax',
    mail: 'forms.fields.budgetMax',
    words: 'price',
    siteWords: true,
    control: {
      type: 'number',
      group: 'search',
      row: 'budget',
      unit: 'euro',
      min: 0,
      step: 1000,
      inputmode: 'numeric',
    },
  },
  bedrooms: {
    label: 'forms.fields.bedrooms',
    mail: 'forms.fields.bedrooms',
    words: 'text',
    siteWords: true,
    control: { type: 'number', group: 'search', row: 'budget', min: 0, max: 20, inputmode: 'numeric' },
  },
  friendFirstName: {
    label: 'forms.fields.friendFirstName',
    mail: 'forms.fields.friendFirstName',
    lead: 'mail.lead.friendFirstName',
    words: 'text',
    control: { type: 'text', group: 'friend', row: 'friendNames', autocomplete: 'off' },
  },
  friendLastName: {
    label: 'forms.fields.friendLastName',
    mail: 'forms.fields.friendLastName',
    lead: 'mail.lead.friendLastName',
    words: 'text',
    control: { type: 'text', group: 'friend', row: 'friendNames', autocomplete: 'off' },
  },
  friendEmail: {
    label: 'forms.fields.friendEmail',
    words: 'text',
    unstored: true,
    control: { type: 'email', group: 'friend', autocomplete: 'off' },
  },
  offerAmount: {
    label: 'forms.fields.offerAmount',
    mail: 'forms.fields.offerAmount',
    words: 'price',
    siteWords: true,
    control: {
      type: 'number',
      group: 'loose',
      id: 'amount',
      unit: 'euro',
      min: 1,
      step: 1,
      inputmode: 'numeric',
    },
  },
  monthlyIncome: {
    label: 'forms.fields.monthlyIncome',
    mail: 'forms.fields.monthlyIncome',
    words: 'price',
    siteWords: true,
    control: {
      type: 'number',
      group: 'own',
      row: 'means',
      id: 'income',
      unit: 'euro',
      min: 0,
      step: 1,
      inputmode: 'numeric',
    },
  },
  occupants: {
    label: 'forms.fields.occupants',
    mail: 'forms.fields.occupants',
    words: 'text',
    siteWords: true,
    control: { type: 'number', group: 'own', row: 'means', min: 1, max: 20, inputmode: 'numeric' },
  },
  startDate: {
    label: 'forms.fields.startDate',
    mail: 'forms.fields.startDate',
    words: 'date',
    siteWords: true,
    control: { type: 'date', group: 'own', row: 'lease', id: 'start' },
  },
  endDate: {
    label: 'forms.fields.endDate',
    mail: 'forms.fields.endDate',
    words: 'date',
    siteWords: true,
    control: { type: 'date', group: 'own', row: 'lease', id: 'end' },
  },
  rating: {
    label: 'forms.fields.rating',
    mail: 'forms.fields.rating',
    words: 'stars',
    siteWords: true,
    control: { type: 'select', group: 'own', options: 'ratings' },
  },
  message: {
    label: 'forms.fields.message',
    mail: 'forms.fields.message',
    words: 'text',
    control: { type: 'textarea', group: 'own' },
  },
  file: {
    label: 'forms.fields.file',
    words: 'text',
    control: {
      type: 'file',
      group: 'own',
      hint: 'forms.fields.fileHint',
      accept:
        '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    },
  },
  documents: {
    label: 'forms.fields.documents',
    mail: 'forms.fields.documents',
    lead: 'mail.lead.documents',
    words: 'documents',
    siteWords: true,
    list: true,
    control: { type: 'documents', group: 'loose' },
  },
  types: {
    mail: 'pages.demandRegister.typesLegend',
    words: 'propertyTypes',
    siteWords: true,
    list: true,
    control: {
      type: 'checkbox',
      group: 'search',
      label: 'pages.demandRegister.typesLegend',
      options: 'propertyTypes',
    },
  },
  privacyConsent: {
    words: 'text',
    control: { type: 'check', group: 'loose', id: 'privacy', label: 'forms.privacyConsent', link: 'privacy' },
  },
  newsletter: { words: 'text', control: { type: 'check', group: 'loose', label: 'forms.fields.newsletter' } },
  propertyId: { words: 'text' },
  projectId: { words: 'text' },
  submissionId: { words: 'text', unstored: true },
  locale: { words: 'text' },
  website: { words: 'text', unstored: true },
  startedAt: { words: 'text', unstored: true },
  altcha: { words: 'text', unstored: true },
} as const satisfies Record<Exclude<FormFieldName, PageField>, ShownFieldSpec> & Record<PageField, FieldSpec>;

/** Whether a name is a field of some kind (a posted name may be anything). */
export function isFormFieldName(name: string): name is FormFieldName {
  return Object.hasOwn(formFieldSpecs, name);
}

/** The spec of a field. */
export function fieldSpec(field: FormFieldName): FieldSpec {
  return formFieldSpecs[field];
}
