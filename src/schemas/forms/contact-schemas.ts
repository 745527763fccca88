// The general request forms: the contact page, a property's "contact me", a visit booking, a
// project's request and the free valuation.
import * as v from 'valibot';
import {
  contactEntries,
  contactTimesField,
  idField,
  metaEntries,
  phoneField,
  remarkField,
  requiredText,
} from './fields';
import { message } from './form-message';

/** site-contact: the contact page's message. */
export const SiteContactSchema = v.strictObject(
  { ...metaEntries, ...contactEntries, contactTimes: contactTimesField, remark: remarkField },
  message('required'),
);

/** contact-me: be contacted about one property. */
export const ContactMeSchema = v.strictObject(
  {
    ...metaEntries,
    ...contactEntries,
    propertyId: idField,
    contactTimes: contactTimesField,
    remark: remarkField,
  },
  message('required'),
);

/** contact-appointment: book one free visit slot of a property, named by its start time. */
export const ContactAppointmentSchema = v.strictObject(
  {
    ...metaEntries,
    ...contactEntries,
    phone: phoneField,
    propertyId: idField,
    /** The ISO start of the chosen slot, as the page lists it from owners.json. */
    slot: v.pipe(
      requiredText(40),
      v.check((value) => !Number.isNaN(Date.parse(value)), message('choice')),
    ),
    remark: remarkField,
  },
  message('required'),
);

/** contact-construction: ask about a new-build project. */
export const ContactConstructionSchema = v.strictObject(
  {
    ...metaEntries,
    ...contactEntries,
    projectId: idField,
    contactTimes: contactTimesField,
    remark: remarkField,
  },
  message('required'),
);

/** contact-demand: a free valuation of the visitor's property (address, postcode, town, type). */
export const ContactDemandSchema = v.strictObject(
  {
    ...metaEntries,
    ...contactEntries,
    phone: phoneField,
    propertyType: idField,
    address: requiredText(200),
    postalCode: v.pipe(requiredText(10), v.regex(/^(L-?)?\d{4}$/i, message('postcode'))),
    city: requiredText(100),
    remark: remarkField,
  },
  message('required'),
);
