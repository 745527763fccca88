// The dictionary key of each lead-form field's visible label, so a message can name its field in the
// words the visitor reads above it.
import type { TranslationKey } from '../../i18n/keys';

/** The label key of each field name (repeatable fields without their []). */
export const fieldLabelKeys = {
  title: 'forms.fields.title.label',
  firstName: 'forms.fields.firstName',
  lastName: 'forms.fields.lastName',
  email: 'forms.fields.email',
  phone: 'forms.fields.phone',
  remark: 'forms.fields.remark',
  contactTimes: 'forms.fields.contactTimes.label',
  slot: 'forms.fields.slot',
  propertyType: 'forms.fields.propertyType',
  address: 'forms.fields.address',
  postalCode: 'forms.fields.postalCode',
  city: 'forms.fields.city',
  goal: 'forms.fields.goal',
  regions: 'forms.fields.regions',
  postcodes: 'forms.fields.postcodes',
  budgetMin: 'forms.fields.budgetMin',
  budgetMax: 'forms.fields.budgetMax',
  bedrooms: 'forms.fields.bedrooms',
  friendFirstName: 'forms.fields.friendFirstName',
  friendLastName: 'forms.fields.friendLastName',
  friendEmail: 'forms.fields.friendEmail',
  offerAmount: 'forms.fields.offerAmount',
  monthlyIncome: 'forms.fields.monthlyIncome',
  occupants: 'forms.fields.occupants',
  startDate: 'forms.fields.startDate',
  endDate: 'forms.fields.endDate',
  rating: 'forms.fields.rating',
  message: 'forms.fields.message',
  file: 'forms.fields.file',
  documents: 'forms.fields.documents',
} as const satisfies Record<string, TranslationKey>;
