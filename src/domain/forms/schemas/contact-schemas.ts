// The general request forms: the contact page, a property's "contact me", a visit booking, a
// project's request and the free valuation. Each schema lists its entries in the form's order.
import * as v from 'valibot';
import {
  consentEntries,
  contactTimesField,
  idField,
  metaEntries,
  personEntries,
  phoneField,
  remarkField,
  requiredText,
} from './fields';
import { message } from './form-message';

/** site-contact: the contact page's message. */
export const SiteContactSchema = v.strictObject(
  {
    ...metaEntries,
    ...personEntries,
    contactTimes: contactTimesField,
    remark: remarkField,
    ...consentEntries,
  },
  message('required'),
);

/** contact-me: be contacted about one property. */
export const ContactMeSchema = v.strictObject(
  {
    ...metaEntries,
    propertyId: idField,
    ...personEntries,
    contactTimes: contactTimesField,
    remark: remarkField,
    ...consentEntries,
  },
  message('required'),
);

/** contact-appointment: book one free visit slot of a property, named by its start time. */
export const ContactAppointmentSchema = v.strictObject(
  {
    ...metaEntries,
    propertyId: idField,
    /** The ISO start of the chosen slot, as the page lists it from owners.json. */
    slot: v.pipe(
      requiredText(40),
      v.check((value) => !Number.isNaN(Date.parse(value)), message('choice')),
    ),
    ...personEntries,
    phone: phoneField,
    remark: remarkField,
    ...consentEntries,
  },
  message('required'),
);

/** contact-construction: ask about a new-build project. */
export const ContactConstructionSchema = v.strictObject(
  {
    ...metaEntries,
    projectId: idField,
    ...personEntries,
    contactTimes: contactTimesField,
    remark: remarkField,
    ...consentEntries,
  },
  message('required'),
);

/** contact-demand: a free valuation of the visitor's property (address, postcode, town, type). */
export const ContactDemandSchema = v.strictObject(
  {
    ...metaEntries,
    propertyType: idField,
    address: requiredText(200),
    postalCode: v.pipe(requiredText(10), v.regex(/^(L-?)?\d{4}$/i, message('postcode'))),
    city: requiredText(100),
    ...personEntries,
    phone: phoneField,
    remark: remarkField,
    ...consentEntries,
  },
  message('required'),
);
