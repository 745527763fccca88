// Send-to-friend's message to the friend, in the sender's language: the agency's fixed text and the
// property's link; the sender appears by plain name only, and their own words, if any, come quoted under
// a line that says whose words they are, never holding a link.
import type { FormAnswers } from '../../domain/forms/schemas';
import { containsLink, friendMessageMax, plainFullName } from '../../domain/forms/visitor-text';
import type { NewEmail } from '../store/form-store';
import { type FormEmailInput, str } from './form-email-input';
import type { About } from './form-email-subject';
import { mailClosing } from './mail-closing';

/** The sender's personal message to a friend, quoted, or '' when there is none or it holds a link. */
function friendMessage(value: FormAnswers): string {
  // The schema already refuses these; the composer holds the line too, as the last step before sending.
  const text = str(value.message).trim().slice(0, friendMessageMax);
  if (text === '' || containsLink(text)) return '';
  return text
    .split(/\r?\n/)
    .map((row) => `> ${row}`.trimEnd())
    .join('\n');
}

/** The friend's e-mail: `about` is the submission in the sender's language. */
export function friendEmail(input: FormEmailInput, about: About): NewEmail {
  const { value, model } = input;
  const { site } = model;
  const { t } = about.reading;
  const name = plainFullName(value.firstName, value.lastName);
  const sender = name === '' ? t('mail.friend.someone') : name;
  const quoted = friendMessage(value);
  return {
    to: str(value.friendEmail),
    subject: t('mail.friend.subject', { name: sender }),
    text: [
      // The listing named as its page names it, with its price: the friend sees what the link is
      // before opening it (the agency's own words, like the rest of this message).
      t('mail.friend.body', {
        name: sender,
        property: [about.propertyTitle, about.propertyPrice].filter(Boolean).join('\n'),
        url: about.propertyUrl,
      }),
      quoted === ''
        ? ''
        : `${t('mail.friend.messageHeading', { name: sender, agency: site.Agency.Name })}\n${quoted}`,
      mailClosing(t, site.Agency, site.SiteUrl),
    ]
      .filter(Boolean)
      .join('\n\n'),
  };
}
