// The owner portal's e-mails: the invitation and the reset link in the owner's language, and the
// agency's login notification in the agency's language. Links start with the configured site URL,
// never with anything the request said.
import type { ExportModel } from '../../data/export-model';
import { waitText } from '../../domain/forms/wait-text';
import { siteLocales } from '../../domain/language/site-locales';
import { pathFor } from '../../domain/routes/routes';
import { formatDateTime } from '../../domain/values/dates';
import { isLocale, type Locale, localeTags } from '../../i18n/locales';
import { createTranslator } from '../../i18n/translator';
import type { Owner } from '../../schemas/owner';
import type { NewEmail } from '../store/form-store';
import { type PasswordTokenPurpose, passwordLinkMs } from '../store/owner-store';
import { mailClosing } from './mail-closing';

type Site = ExportModel['site'];

/** The language an owner reads: theirs when the site has it switched on, else the site's default. */
export function ownerLocale(owner: Pick<Owner, 'Language'>, site: Site): Locale {
  const { enabledLocales, defaultLocale } = siteLocales(site);
  return (enabledLocales as readonly string[]).includes(owner.Language) && isLocale(owner.Language)
    ? owner.Language
    : defaultLocale;
}

/** The link of an invitation or reset e-mail: `<siteUrl><login path>#invite=<token>` or `#reset=`. */
export function passwordLink(
  purpose: PasswordTokenPurpose,
  token: string,
  locale: Locale,
  site: Site,
  siteUrl: string,
): string {
  const path = pathFor('login', locale, {}, siteLocales(site));
  return `${new URL(path, siteUrl).href}#${purpose}=${token}`;
}

const fullName = (owner: Pick<Owner, 'FirstName' | 'LastName' | 'Email'>) =>
  [owner.FirstName, owner.LastName].filter(Boolean).join(' ') || owner.Email;

/** The e-mail carrying an invitation or reset link to an owner. */
export function passwordEmail(
  purpose: PasswordTokenPurpose,
  owner: Owner,
  link: string,
  site: Site,
  siteUrl: string,
): NewEmail {
  const locale = ownerLocale(owner, site);
  const t = createTranslator(locale);
  const name = fullName(owner);
  const greeting = name === owner.Email ? t('mail.greetingAnonymous') : t('mail.greeting', { name });
  const valid = waitText(passwordLinkMs[purpose] / 1000, localeTags[locale]);
  const body =
    purpose === 'invite'
      ? // "your property" to the owner of one, "your 2 properties" to the owner of more.
        t('mail.owner.inviteBody', { count: new Set(owner.PropertyIDs).size, url: link, valid })
      : t('mail.owner.resetBody', { url: link, valid });
  return {
    to: owner.Email,
    subject:
      purpose === 'invite'
        ? t('mail.owner.inviteSubject', { agency: site.Agency.Name })
        : t('mail.owner.resetSubject'),
    text: `${greeting}\n\n${body}\n\n${mailClosing(t, site.Agency, siteUrl)}`,
  };
}

/** The agency's notice that an owner logged in, in the agency's (the site's default) language. */
export function loginNotification(owner: Owner, at: number, site: Site, siteUrl: string): NewEmail {
  const locale = siteLocales(site).defaultLocale;
  const t = createTranslator(locale);
  const name = fullName(owner);
  return {
    to: site.Agency.Email,
    subject: t('mail.owner.loginSubject', { name }),
    text: `${t('mail.owner.loginBody', { name, email: owner.Email, time: formatDateTime(new Date(at), localeTags[locale]) })}\n\n${t('mail.automatic', { url: siteUrl })}`,
  };
}

/**
 * The agency's notice that an owner activated their account from the invitation (chose a password), in
 * the agency's language: the first time they enter the portal, told like a login.
 */
export function activationNotification(owner: Owner, at: number, site: Site, siteUrl: string): NewEmail {
  const locale = siteLocales(site).defaultLocale;
  const t = createTranslator(locale);
  const name = fullName(owner);
  const time = formatDateTime(new Date(at), localeTags[locale]);
  return {
    to: site.Agency.Email,
    subject: t('mail.owner.activatedSubject', { name }),
    text: `${t('mail.owner.activatedBody', { name, email: owner.Email, time })}\n\n${t('mail.automatic', { url: siteUrl })}`,
  };
}
