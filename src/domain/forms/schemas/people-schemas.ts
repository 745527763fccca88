// The forms where visitors speak about themselves: a testimonial and a job application. Each schema
// lists its entries in the form's order.
import * as v from 'valibot';
import {
  consentEntries,
  metaEntries,
  optionalNumber,
  optionalText,
  personEntries,
  requiredText,
  uploadField,
} from './fields';
import { message } from './form-message';

/** testimonial: the visitor's experience and an optional star rating, reviewed before publication. */
export const TestimonialSchema = v.strictObject(
  {
    ...metaEntries,
    ...personEntries,
    rating: optionalNumber(1, 5),
    message: requiredText(3000),
    ...consentEntries,
  },
  message('required'),
);

/** cv: the applicant's details and message; the file itself (`file`) is checked by its content on the server. */
export const CvSchema = v.strictObject(
  { ...metaEntries, ...personEntries, file: uploadField, message: optionalText(3000), ...consentEntries },
  message('required'),
);

/** The largest CV file the API takes, in bytes. */
export const cvMaxBytes = 5 * 1024 * 1024;

/** The CV file types the API takes, by the MIME type their content reveals. */
export const cvMimeTypes = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
