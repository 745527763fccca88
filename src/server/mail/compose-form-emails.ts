// The e-mails of one submission: the agency's lead in the agency's language, with every answer in the
// words of the form and a Reply-To to the visitor (agency-lead-email.ts); the visitor's confirmation in
// the visitor's language (visitor-confirmation-email.ts); and for send-to-friend the friend's fixed
// message with a link to the property (friend-email.ts).
//
// The confirmation and the friend's message go to an address typed into a form, from the agency's
// own address: they carry no text the visitor wrote, only the site's own words (the property, the
// slot, the choices made), names reduced to plain names, and send-to-friend's short personal message,
// plainly marked as the sender's and never holding a link.
import { formSpecs } from '../../domain/forms/schemas';
import { isLocale, type Locale } from '../../i18n/locales';
import type { NewEmail } from '../store/form-store';
import { agencyEmail } from './agency-lead-email';
import type { FormEmailInput } from './form-email-input';
import { subjectOf } from './form-email-subject';
import { friendEmail } from './friend-email';
import { visitorEmail } from './visitor-confirmation-email';

/** The e-mails to queue for one submission. */
export function composeFormEmails(input: FormEmailInput): NewEmail[] {
  const { kind, locale, model } = input;
  const agencyLocale: Locale = isLocale(model.site.DefaultLanguage) ? model.site.DefaultLanguage : locale;
  // The visitor and the friend read the submission in the visitor's language.
  const about = subjectOf(input, locale);
  return [
    // Every kind tells the agency, newsletter requests included: its list must follow the subscriptions.
    agencyEmail(input, agencyLocale),
    visitorEmail(input, about),
    ...((formSpecs[kind].notifies as readonly string[]).includes('friend')
      ? [friendEmail(input, about)]
      : []),
  ];
}
