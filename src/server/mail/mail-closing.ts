// The end of every e-mail the site sends a visitor or an owner, in one place: the sign-off with the
// agency's name, the phone number and e-mail address to reach it, and the note that the mail was sent
// automatically. The note asks not to reply, so the mail itself says how to reach the agency: a
// visit confirmation asks the visitor to warn the agency if they cannot come.

import type { Translate } from '../../i18n/translator';
import type { Agency } from '../../schemas/site';

/** The closing lines, in the reader's language (`t`), with the site's address in the automatic note. */
export function mailClosing(
  t: Translate,
  agency: Pick<Agency, 'Name' | 'Phone' | 'Email'>,
  siteUrl: string,
): string {
  const contact = [agency.Phone, agency.Email].filter((part) => part.trim() !== '').join(' · ');
  const signature = t('mail.signature', { agency: agency.Name });
  return `${contact === '' ? signature : `${signature}\n${contact}`}\n\n${t('mail.automatic', { url: siteUrl })}`;
}
