// One table for each form kind: its schema, the visitor's fields in the form's order, the required
// ones, how the visitor's details are asked, who is e-mailed and what they read, whether it carries a
// file and whether the property's owner sees it. The form markup (src/components/forms), the island
// (src/islands/forms), the endpoint (src/server/forms-api.ts) and the e-mails
// (src/server/compose-form-emails.ts) read their differences between kinds from here; what each
// field means across kinds (its label, how its value reads as words) is in form-fields.ts.
//
// The table holds data only (schemas, names, flags): the island imports it, so nothing here pulls the
// dictionaries or the export into the browser.
import type * as v from 'valibot';
import type { TranslationKey } from '../../i18n/keys';
import {
  ContactAppointmentSchema,
  ContactConstructionSchema,
  ContactDemandSchema,
  ContactMeSchema,
  SiteContactSchema,
} from './contact-schemas';
import type { FormKind } from './form-kind';
import { CvSchema, TestimonialSchema } from './people-schemas';
import {
  DocumentRequestSchema,
  OfferSchema,
  RentApplicationSchema,
  SendToFriendSchema,
} from './property-schemas';
import { DemandRegisterSchema, SignNewsletterSchema, UnsubscribeSchema } from './subscription-schemas';

/** The uploaded file's field of a kind that carries one: sent as multipart, never in the JSON body. */
export const fileField = 'file';

/** A field of a schema's checked body, or the upload of a kind that carries a file. */
type FieldOf<S extends v.GenericSchema> = (keyof v.InferOutput<S> & string) | typeof fileField;

/** Who a submission's e-mails go to: the agency (the lead), the visitor, the friend of send-to-friend. */
export type Recipient = 'agency' | 'visitor' | 'friend';

/**
 * How the visitor's own details are asked: `full` (title, names and phone, names required),
 * `newsletter` (names optional, no phone; the footer variant asks the address alone), `email` (the
 * address alone), `sender` (send-to-friend's sender and friend, each in their own fieldset).
 */
export type PersonFields = 'full' | 'newsletter' | 'email' | 'sender';

/** What the visitor's e-mail says: their answers, or only the link that confirms (un)subscribing. */
export type VisitorMail = 'answers' | 'confirmSubscription' | 'confirmUnsubscribe';

/** A subscription a submission starts or ends, confirmed by a link e-mailed to the visitor. */
export type SubscriptionKind = 'newsletter' | 'demand' | 'unsubscribe';

/** What one form kind is, for every part that shows, checks, stores or e-mails it. */
export interface FormSpec<
  S extends v.GenericSchema = v.GenericSchema,
  F extends string = FieldOf<S>,
  R extends F = F,
> {
  /** The checks of its body, shared by the island and the API. */
  readonly schema: S;
  /**
   * The fields the visitor fills in, in the form's order (the page's hidden ids and the anti-robot
   * machinery excluded). A field of the schema left out here has no place on the form.
   */
  readonly fields: readonly F[];
  /** The fields marked required on the form (the schema decides what is refused). */
  readonly required: readonly R[];
  /** How the visitor's own details are asked. */
  readonly person: PersonFields;
  /** Who is e-mailed: the agency always, so its lists follow every request. */
  readonly notifies: readonly Recipient[];
  /** What the visitor's e-mail says. */
  readonly visitorMail: VisitorMail;
  /** The label of a field in the e-mails, where this kind words it otherwise than form-fields.ts. */
  readonly mailLabels?: Partial<Record<NoInfer<F>, TranslationKey>>;
  /** The subscription it starts (or ends), confirmed by an e-mailed link. */
  readonly subscription?: SubscriptionKind;
  /** It uploads one file (`file`), so the form posts multipart. */
  readonly file: boolean;
  /** Its submissions are listed to the owner of the property they name (the owner portal). */
  readonly shownToOwner: boolean;
}

/**
 * Checks one kind's entry against its own schema's fields (required ones among the form's), keeping
 * its list of fields exact so the check below can tell a schema field left off the form.
 */
function formSpec<S extends v.GenericSchema, const F extends FieldOf<S>, const R extends F>(
  spec: FormSpec<S, F, R>,
): FormSpec<S, F, R> {
  return spec;
}

const contactFields = ['title', 'firstName', 'lastName', 'email', 'phone'] as const;
const consents = ['newsletter', 'privacyConsent'] as const;
const names = ['firstName', 'lastName', 'email'] as const;
const toAgencyAndVisitor = ['agency', 'visitor'] as const satisfies readonly Recipient[];

/** Every form kind's spec. The thank-you page of a kind is the feedback page named after it. */
export const formSpecs = {
  'site-contact': formSpec({
    schema: SiteContactSchema,
    fields: [...contactFields, 'contactTimes', 'remark', ...consents],
    required: [...names, 'privacyConsent'],
    person: 'full',
    notifies: toAgencyAndVisitor,
    visitorMail: 'answers',
    file: false,
    shownToOwner: false,
  }),
  'contact-me': formSpec({
    schema: ContactMeSchema,
    fields: [...contactFields, 'contactTimes', 'remark', ...consents],
    required: [...names, 'privacyConsent'],
    person: 'full',
    notifies: toAgencyAndVisitor,
    visitorMail: 'answers',
    file: false,
    shownToOwner: true,
  }),
  'contact-appointment': formSpec({
    schema: ContactAppointmentSchema,
    fields: ['slot', ...contactFields, 'remark', ...consents],
    required: ['slot', ...names, 'phone', 'privacyConsent'],
    person: 'full',
    notifies: toAgencyAndVisitor,
    visitorMail: 'answers',
    file: false,
    shownToOwner: true,
  }),
  'contact-construction': formSpec({
    schema: ContactConstructionSchema,
    fields: [...contactFields, 'contactTimes', 'remark', ...consents],
    required: [...names, 'privacyConsent'],
    person: 'full',
    notifies: toAgencyAndVisitor,
    visitorMail: 'answers',
    file: false,
    shownToOwner: false,
  }),
  'contact-demand': formSpec({
    schema: ContactDemandSchema,
    fields: ['propertyType', 'address', 'postalCode', 'city', ...contactFields, 'remark', ...consents],
    required: ['propertyType', 'address', 'postalCode', 'city', ...names, 'phone', 'privacyConsent'],
    person: 'full',
    notifies: toAgencyAndVisitor,
    visitorMail: 'answers',
    file: false,
    shownToOwner: false,
  }),
  'demand-register': formSpec({
    schema: DemandRegisterSchema,
    fields: [
      'goal',
      'types',
      'regions',
      'postcodes',
      'budgetMin',
      'budgetMax',
      'bedrooms',
      ...contactFields,
      'remark',
      ...consents,
    ],
    required: ['goal', 'types', ...names, 'privacyConsent'],
    person: 'full',
    notifies: toAgencyAndVisitor,
    visitorMail: 'answers',
    subscription: 'demand',
    file: false,
    shownToOwner: false,
  }),
  'send-to-friend': formSpec({
    schema: SendToFriendSchema,
    fields: [...names, 'friendFirstName', 'friendLastName', 'friendEmail', 'message', 'privacyConsent'],
    required: [...names, 'friendFirstName', 'friendLastName', 'friendEmail', 'privacyConsent'],
    person: 'sender',
    notifies: ['agency', 'visitor', 'friend'],
    visitorMail: 'answers',
    // The sender's words to the friend, not a message to the agency.
    mailLabels: { message: 'mail.lead.friendMessage' },
    file: false,
    shownToOwner: true,
  }),
  'sign-newsletter': formSpec({
    schema: SignNewsletterSchema,
    fields: ['title', 'firstName', 'lastName', 'email', 'privacyConsent'],
    required: ['email', 'privacyConsent'],
    person: 'newsletter',
    notifies: toAgencyAndVisitor,
    visitorMail: 'confirmSubscription',
    subscription: 'newsletter',
    file: false,
    shownToOwner: false,
  }),
  unsubscribe: formSpec({
    schema: UnsubscribeSchema,
    fields: ['email'],
    required: ['email'],
    person: 'email',
    notifies: toAgencyAndVisitor,
    visitorMail: 'confirmUnsubscribe',
    subscription: 'unsubscribe',
    file: false,
    shownToOwner: false,
  }),
  offer: formSpec({
    schema: OfferSchema,
    fields: [...contactFields, 'offerAmount', 'remark', ...consents],
    required: [...names, 'phone', 'offerAmount', 'privacyConsent'],
    person: 'full',
    notifies: toAgencyAndVisitor,
    visitorMail: 'answers',
    file: false,
    shownToOwner: true,
  }),
  'rent-application': formSpec({
    schema: RentApplicationSchema,
    fields: [...contactFields, 'monthlyIncome', 'occupants', 'startDate', 'endDate', 'remark', ...consents],
    required: [...names, 'phone', 'monthlyIncome', 'occupants', 'privacyConsent'],
    person: 'full',
    notifies: toAgencyAndVisitor,
    visitorMail: 'answers',
    file: false,
    shownToOwner: true,
  }),
  testimonial: formSpec({
    schema: TestimonialSchema,
    fields: [...contactFields, 'rating', 'message', ...consents],
    required: [...names, 'message', 'privacyConsent'],
    person: 'full',
    notifies: toAgencyAndVisitor,
    visitorMail: 'answers',
    file: false,
    shownToOwner: false,
  }),
  cv: formSpec({
    schema: CvSchema,
    fields: [...contactFields, fileField, 'message', ...consents],
    required: [...names, fileField, 'privacyConsent'],
    person: 'full',
    notifies: toAgencyAndVisitor,
    visitorMail: 'answers',
    file: true,
    shownToOwner: false,
  }),
  'document-request': formSpec({
    schema: DocumentRequestSchema,
    fields: [...contactFields, 'remark', 'documents', ...consents],
    required: [...names, 'privacyConsent'],
    person: 'full',
    notifies: toAgencyAndVisitor,
    visitorMail: 'answers',
    file: false,
    shownToOwner: true,
  }),
} as const satisfies Record<FormKind, FormSpec<v.GenericSchema, string>>;

/** The schema of one form kind. */
export type FormSchema<K extends FormKind = FormKind> = (typeof formSpecs)[K]['schema'];

/** A checked body of one form kind: what the endpoint stores and the e-mails are made from. */
export type FormOutput<K extends FormKind = FormKind> = v.InferOutput<FormSchema<K>>;

/** Every field name of any kind's checked body, and the upload of the kinds that carry a file. */
export type FormFieldName = { [K in FormKind]: keyof FormOutput<K> & string }[FormKind] | typeof fileField;

/** The checked value of a field, in whichever kind it is given. */
export type FormFieldValue<F extends FormFieldName> = {
  [K in FormKind]: F extends keyof FormOutput<K> ? FormOutput<K>[F] : never;
}[FormKind];

/**
 * Any kind's checked body seen through every field name: what code shared by all kinds (the e-mails,
 * the stored row) reads, each field with its own type. Every `FormOutput<K>` is one.
 */
export type FormAnswers = { readonly [F in FormFieldName]?: FormFieldValue<F> | undefined };

/** Whether a kind's form has a field (a section of the form, a step of the endpoint, follows it). */
export function hasField(kind: FormKind, field: FormFieldName): boolean {
  return (formSpecs[kind].fields as readonly string[]).includes(field);
}

/** Whether a kind's form marks a field required. */
export function isRequired(kind: FormKind, field: FormFieldName): boolean {
  return (formSpecs[kind].required as readonly string[]).includes(field);
}

/** The kinds whose submissions name a property and are shown to its owner, as one type. */
export type OwnerShownKind = {
  [K in FormKind]: (typeof formSpecs)[K]['shownToOwner'] extends true ? K : never;
}[FormKind];

/** The kinds whose submissions the owner portal lists for the property they name. */
export const ownerShownKinds = (Object.keys(formSpecs) as FormKind[]).filter(
  (kind): kind is OwnerShownKind => formSpecs[kind].shownToOwner,
);

/** Fields of every body that are not the visitor's to fill in: the page's ids and the machinery. */
type PageFields = 'submissionId' | 'locale' | 'website' | 'startedAt' | 'altcha' | 'propertyId' | 'projectId';

/** The schema fields some kind leaves out of its `fields`: none, or the compiler names them below. */
type UnplacedFields = {
  [K in FormKind]: Exclude<keyof FormOutput<K>, (typeof formSpecs)[K]['fields'][number] | PageFields>;
}[FormKind];

// A field added to a schema but not to its kind's `fields` fails here, naming the field.
const everyFieldPlaced: [UnplacedFields] extends [never] ? true : UnplacedFields = true;
void everyFieldPlaced;
