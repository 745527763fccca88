// The words of the owner portal island, as translation keys; the page picks them on the server.
import type { PluralKey, TranslationKey } from '../../i18n/keys';

/** Every string the island shows, by key. */
export const portalStringKeys = [
  'portal.welcome',
  'portal.login.title',
  'portal.login.submit',
  'portal.login.forgotPassword',
  'portal.login.failed',
  'portal.logout',
  'portal.loggedInAs',
  'portal.loggedOut',
  'portal.forgot.title',
  'portal.forgot.submit',
  'portal.forgot.sent',
  'portal.reset.title',
  'portal.reset.submit',
  'portal.reset.done',
  'portal.reset.expired',
  'portal.reset.passwordHint',
  'portal.invitation.title',
  'portal.invitation.intro',
  'portal.invitation.submit',
  'portal.backToLogin',
  'portal.myProperties',
  'portal.noProperties',
  'portal.property.reference',
  'portal.property.viewListing',
  'portal.period.today',
  'portal.period.week',
  'portal.period.month',
  'portal.period.total',
  'portal.stats.countersTitle',
  'portal.stats.chartTitle',
  'portal.stats.barTitle',
  'portal.stats.tableCaption',
  'portal.stats.showTable',
  'portal.stats.chartTotal',
  'portal.stats.chartBusiest',
  'portal.stats.date',
  'portal.stats.views',
  'portal.buyers.title',
  'portal.buyers.none',
  'portal.buyers.one',
  'portal.buyers.other',
  'portal.buyers.how',
  'portal.activity',
  'portal.tabs.visits',
  'portal.tabs.communications',
  'portal.tabs.media',
  'portal.tabs.documents',
  'portal.columns.date',
  'portal.columns.type',
  'portal.columns.contact',
  'portal.columns.subject',
  'portal.columns.comment',
  'portal.columns.status',
  'portal.columns.document',
  'portal.downloadDocument',
  'portal.loading',
  'portal.retry',
  'pages.login.intro',
  'pages.login.forgotIntro',
  'pages.login.noAccount',
  'forms.fields.email',
  'forms.fields.password',
  'forms.fields.newPassword',
  'forms.fields.repeatPassword',
  'validation.required',
  'validation.email',
  'validation.passwordsDiffer',
  'validation.passwordTooShort',
  'validation.passwordTooCommon',
  'validation.tooLong',
  'validation.named.required',
  'validation.named.email',
  'validation.named.tooLong',
  'validation.formNotSent',
  'validation.tooManyRequests',
  'validation.server',
  'errors.network',
  'errors.sessionExpired',
  'errors.empty.visits',
  'errors.empty.communications',
  'errors.empty.media',
  'errors.empty.documents',
] as const satisfies readonly Exclude<TranslationKey, PluralKey>[];

/** One of the island's string keys. */
export type PortalStringKey = (typeof portalStringKeys)[number];

/** The island's strings in the page's language, placeholders kept as `{{name}}`. */
export type PortalStrings = Readonly<Record<PortalStringKey, string>>;

/** What the owner portal island gets from the login page. */
export interface PortalProps {
  /** The page's language: the API answers in it, whatever the owner's own language. */
  readonly locale: string;
  /** Its BCP 47 tag, for dates and numbers. */
  readonly tag: string;
  readonly strings: PortalStrings;
}
