// What a lead form needs to know about the page it sits on, besides its kind and language.

/** A visit slot offered by contact-appointment: its ISO start and end, the places left, whether it is full. */
export interface LeadFormSlot {
  readonly start: string;
  readonly end: string;
  readonly remaining: number;
  /** Every place is booked: listed, but it cannot be chosen. Unknown (false) on a prerendered page. */
  readonly full?: boolean | undefined;
}

/** A document the visitor can ask for with document-request: its export ID and its name. */
export interface LeadFormDocument {
  readonly id: number;
  readonly name: string;
}

/** The page's facts a form shows or sends along. */
export interface LeadFormContext {
  readonly propertyId?: number | undefined;
  readonly projectId?: number | undefined;
  /** contact-appointment: the slots still ahead, soonest first. */
  readonly slots?: readonly LeadFormSlot[] | undefined;
  /** offer: the asking price (the first offer shown, and its 10% deposit); rent-application: the monthly rent. */
  readonly price?: number | undefined;
  /** document-request: the property's documents. */
  readonly documents?: readonly LeadFormDocument[] | undefined;
}

/** One option of a select or a group of choices: the posted value and its words. */
export interface ChoiceOption {
  readonly value: string;
  readonly label: string;
}

/** The values a form is shown with again after a refused post, by posted name. */
export type LeadFormValues = Readonly<Record<string, string | readonly string[]>>;

/** One value of a field, whether it was posted as `name` or `name[]`. */
export function fieldValue(values: LeadFormValues | undefined, name: string): string | undefined {
  const value = values?.[name] ?? values?.[`${name}[]`];
  return Array.isArray(value) ? value[0] : (value as string | undefined);
}

/** Every value of a repeatable field, whether it was posted as `name` or `name[]`. */
export function fieldValues(values: LeadFormValues | undefined, name: string): readonly string[] {
  const value = values?.[name] ?? values?.[`${name}[]`];
  if (value === undefined) return [];
  return typeof value === 'string' ? [value] : value;
}
