// One table for each form kind: its schema, how the visitor's details are asked, who is e-mailed and
// what they read, and whether the property's owner sees it. The kind's fields, their order on the
// form and the required ones are read from its schema (one place: its entries in the form's order, a
// required entry being one that is not optional); what each field means and how its control is drawn
// in every kind is in form-fields.ts. The form markup (src/components/forms), the island
// (src/islands/forms), the endpoint (src/server/forms/forms-api.ts) and the e-mails
// (src/server/mail/compose-form-emails.ts) read their differences between kinds from here.
//
// The table holds data only (schemas, names, flags): the island imports it, so nothing here pulls the
// dictionaries or the export into the browser.
import type * as v from 'valibot';
import type { TranslationKey } from '../../../i18n/keys';
import { friendMessageMax } from '../visitor-text';
import {
  ContactAppointmentSchema,
  ContactConstructionSchema,
  ContactDemandSchema,
  ContactMeSchema,
  SiteContactSchema,
} from './contact-schemas';
import { isMarkedRequired } from './fields';
import { type DrawnControl, type FieldControl, type FieldSpec, formFieldSpecs } from './form-fields';
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

/** Fields of every body that are not the visitor's to fill in: the page's ids and the machinery. */
export const pageFields = [
  'submissionId',
  'locale',
  'website',
  'startedAt',
  'altcha',
  'propertyId',
  'projectId',
] as const;

/** A field of a body that is not the visitor's to fill in. */
export type PageField = (typeof pageFields)[number];

/** A field the visitor fills in on a kind's form, by its schema. */
type FieldOf<S extends v.GenericSchema> = Exclude<keyof v.InferOutput<S> & string, PageField>;

/** Who a submission's e-mails go to: the agency (the lead), the visitor, the friend of send-to-friend. */
export type Recipient = 'agency' | 'visitor' | 'friend';

/**
 * How the visitor's own details are framed (which of them are asked is the schema's): `details` under
 * "contact details"; `sender` under "your details", beside the friend's (send-to-friend); `newsletter`
 * as `details` on its page, and in the footer the address alone under the newsletter's title.
 */
export type PersonFrame = 'details' | 'sender' | 'newsletter';

/** What the visitor's e-mail says: their answers, or only the link that confirms (un)subscribing. */
export type VisitorMail = 'answers' | 'confirmSubscription' | 'confirmUnsubscribe';

/** A subscription a submission starts or ends, confirmed by a link e-mailed to the visitor. */
export type SubscriptionKind = 'newsletter' | 'demand' | 'unsubscribe';

/** What is written for one form kind; its fields are its schema's. */
interface FormSpecEntry<S extends v.GenericSchema, O extends boolean, F extends string = FieldOf<S>> {
  /**
   * The checks of its body, shared by the island and the API. Its entries, in order, are the form's
   * fields (the page's ids and the machinery left out); those that are not optional, or are marked
   * with `markedRequired`, are marked required on the form.
   */
  readonly schema: S;
  /** How the visitor's own details are framed. */
  readonly person: PersonFrame;
  /**
   * The legend over the kind's own fields (group 'own' in form-fields.ts), naming what they ask; not the
   * form's title, which the heading or the folded summary right above the form already says.
   */
  readonly ownLegend?: TranslationKey;
  /** Who is e-mailed: the agency always, so its lists follow every request. */
  readonly notifies: readonly Recipient[];
  /** What the visitor's e-mail says. */
  readonly visitorMail: VisitorMail;
  /** The label of a field in the e-mails, where this kind words it otherwise than form-fields.ts. */
  readonly mailLabels?: Partial<Record<NoInfer<F>, TranslationKey>>;
  /** How this kind draws a field otherwise than form-fields.ts: the parts of its control that differ. */
  readonly controls?: Partial<Record<NoInfer<F>, Partial<FieldControl>>>;
  /** The subscription it starts (or ends), confirmed by an e-mailed link. */
  readonly subscription?: SubscriptionKind;
  /** Its submissions are listed to the owner of the property they name (the owner portal). */
  readonly shownToOwner: O;
}

/** What one form kind is, for every part that shows, checks, stores or e-mails it. */
export interface FormSpec<
  S extends v.GenericSchema = v.GenericSchema,
  O extends boolean = boolean,
  F extends string = FieldOf<S>,
> extends FormSpecEntry<S, O, F> {
  /** The fields the visitor fills in, in the form's order: the schema's entries. */
  readonly fields: readonly F[];
  /** The fields marked required on the form (the schema decides what is refused). */
  readonly required: readonly F[];
  /** It uploads one file (`file`), so the form posts multipart. */
  readonly file: boolean;
}

/** The entries of an object schema, or of the object schema that form-level checks pipe. */
export function schemaEntries(schema: v.GenericSchema): Readonly<Record<string, v.GenericSchema>> {
  const object: unknown = 'pipe' in schema && Array.isArray(schema.pipe) ? schema.pipe[0] : schema;
  return typeof object === 'object' &&
    object !== null &&
    'entries' in object &&
    typeof object.entries === 'object'
    ? (object.entries as Record<string, v.GenericSchema>)
    : {};
}

const notFilledIn: ReadonlySet<string> = new Set(pageFields);

/** The valibot wrappers that let an entry be absent: a field in one is not marked required. */
const mayBeAbsent: ReadonlySet<string> = new Set(['optional', 'exact_optional', 'nullish', 'undefinedable']);

/** One kind's spec: what is written, and its fields and required ones read from its schema. */
function formSpec<S extends v.GenericSchema, const O extends boolean>(
  entry: FormSpecEntry<S, O>,
): FormSpec<S, O> {
  const entries = schemaEntries(entry.schema);
  const fields = Object.keys(entries).filter((field) => !notFilledIn.has(field)) as FieldOf<S>[];
  const required = fields.filter((field) => {
    const schema = entries[field];
    return schema !== undefined && (!mayBeAbsent.has(schema.type) || isMarkedRequired(schema));
  });
  return { ...entry, fields, required, file: (fields as readonly string[]).includes(fileField) };
}

const toAgencyAndVisitor = ['agency', 'visitor'] as const satisfies readonly Recipient[];

/** Every form kind's spec. The thank-you page of a kind is the feedback page named after it. */
export const formSpecs = {
  'site-contact': formSpec({
    schema: SiteContactSchema,
    person: 'details',
    notifies: toAgencyAndVisitor,
    visitorMail: 'answers',
    shownToOwner: false,
  }),
  'contact-me': formSpec({
    schema: ContactMeSchema,
    person: 'details',
    notifies: toAgencyAndVisitor,
    visitorMail: 'answers',
    shownToOwner: true,
  }),
  'contact-appointment': formSpec({
    schema: ContactAppointmentSchema,
    person: 'details',
    notifies: toAgencyAndVisitor,
    visitorMail: 'answers',
    shownToOwner: true,
  }),
  'contact-construction': formSpec({
    schema: ContactConstructionSchema,
    person: 'details',
    notifies: toAgencyAndVisitor,
    visitorMail: 'answers',
    shownToOwner: false,
  }),
  'contact-demand': formSpec({
    schema: ContactDemandSchema,
    person: 'details',
    notifies: toAgencyAndVisitor,
    visitorMail: 'answers',
    shownToOwner: false,
  }),
  'demand-register': formSpec({
    schema: DemandRegisterSchema,
    person: 'details',
    notifies: toAgencyAndVisitor,
    visitorMail: 'answers',
    subscription: 'demand',
    shownToOwner: false,
  }),
  'send-to-friend': formSpec({
    schema: SendToFriendSchema,
    person: 'sender',
    notifies: ['agency', 'visitor', 'friend'],
    visitorMail: 'answers',
    // The sender's words to the friend, not a message to the agency.
    mailLabels: { message: 'mail.lead.friendMessage' },
    // The sender's address alone on its line; the message, short and optional, goes with the friend's details.
    controls: {
      email: { row: undefined },
      message: {
        group: 'friend',
        id: 'friend-message',
        label: 'forms.friendMessage.label',
        hint: 'forms.friendMessage.hint',
        hintMax: friendMessageMax,
        rows: 3,
      },
    },
    shownToOwner: true,
  }),
  'sign-newsletter': formSpec({
    schema: SignNewsletterSchema,
    person: 'newsletter',
    notifies: toAgencyAndVisitor,
    visitorMail: 'confirmSubscription',
    subscription: 'newsletter',
    shownToOwner: false,
  }),
  unsubscribe: formSpec({
    schema: UnsubscribeSchema,
    person: 'details',
    notifies: toAgencyAndVisitor,
    visitorMail: 'confirmUnsubscribe',
    subscription: 'unsubscribe',
    shownToOwner: false,
  }),
  offer: formSpec({
    schema: OfferSchema,
    person: 'details',
    notifies: toAgencyAndVisitor,
    visitorMail: 'answers',
    shownToOwner: true,
  }),
  'rent-application': formSpec({
    schema: RentApplicationSchema,
    person: 'details',
    ownLegend: 'forms.lead.householdAndLease',
    notifies: toAgencyAndVisitor,
    visitorMail: 'answers',
    shownToOwner: true,
  }),
  testimonial: formSpec({
    schema: TestimonialSchema,
    person: 'details',
    ownLegend: 'forms.lead.yourTestimonial',
    notifies: toAgencyAndVisitor,
    visitorMail: 'answers',
    shownToOwner: false,
  }),
  cv: formSpec({
    schema: CvSchema,
    person: 'details',
    ownLegend: 'forms.lead.yourApplication',
    notifies: toAgencyAndVisitor,
    visitorMail: 'answers',
    shownToOwner: false,
  }),
  'document-request': formSpec({
    schema: DocumentRequestSchema,
    person: 'details',
    notifies: toAgencyAndVisitor,
    visitorMail: 'answers',
    shownToOwner: true,
  }),
} as const satisfies Record<FormKind, FormSpec<v.GenericSchema, boolean, string>>;

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

/**
 * How a kind's form draws one of its fields: the field table's control, labelled with the field's
 * label unless told, its id the field's name in kebab case unless told, changed where the kind's
 * `controls` say.
 */
export function fieldControl(kind: FormKind, field: FormFieldName): DrawnControl {
  const spec: FieldSpec = formFieldSpecs[field];
  const changes: Partial<Record<string, Partial<FieldControl>>> = formSpecs[kind].controls ?? {};
  const control = spec.control;
  const label = control?.label ?? spec.label;
  // Only the page's ids and the machinery have none, and no kind's `fields` holds them; the field
  // table gives every other field a control and a label (ShownFieldSpec in form-fields.ts).
  if (control === undefined || label === undefined)
    throw new Error(`The field ${field} is not drawn on a form`);
  const id = control.id ?? field.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return { ...control, label, id, ...changes[field] };
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
