// The agency's lead of one submission, in the agency's language: what was asked about, every answer in
// the words of the form, and a Reply-To to the visitor.
import type { FormKind } from '../../domain/forms/schemas';
import { plainFullName } from '../../domain/forms/visitor-text';
import { projectSummary } from '../../domain/listing/projects';
import { formatPrice } from '../../domain/values/money';
import type { Locale } from '../../i18n/locales';
import type { NewEmail } from '../store/form-store';
import { answerLines, line } from './form-email-answers';
import { type FormEmailInput, str } from './form-email-input';
import { type About, type SentenceVars, sentenceVars, subjectOf } from './form-email-subject';

/**
 * The first paragraph of the agency's lead. A document request for a listing without documents online
 * says that the agency has to send them: the visitor was told the agent would.
 */
function agencyIntro(kind: FormKind, about: About, vars: SentenceVars): string {
  const { t } = about.reading;
  const intro = t(`mail.kinds.${kind}.agencyIntro`, vars);
  if (kind !== 'document-request' || (about.property?.Documents ?? []).length > 0) return intro;
  return `${intro} ${t('mail.kinds.document-request.agencyNone', vars)}`;
}

// Each language's name in each language, looked up once: Intl.DisplayNames costs more to make than
// the e-mail it names a language in, and 0.015 ms a post to ask.
const languageNames = new Map<string, string>();

/** The name of language `locale` in language `reader` ("Néerlandais" for nl in French). */
function languageName(locale: Locale, reader: Locale): string {
  const memo = `${reader}:${locale}`;
  let name = languageNames.get(memo);
  if (name === undefined) {
    name = new Intl.DisplayNames([reader], { type: 'language' }).of(locale) ?? locale;
    languageNames.set(memo, name);
  }
  return name;
}

/** The lead for the agency: what was asked about, every answer in words, and who to answer. */
export function agencyEmail(input: FormEmailInput, agencyLocale: Locale): NewEmail {
  const { kind, value, model } = input;
  const about = subjectOf(input, agencyLocale);
  const { t } = about.reading;
  const vars = sentenceVars(input, about);
  const visitor = str(value.email);
  const listing =
    about.property === undefined
      ? []
      : [
          line(t, t('mail.lead.property'), about.propertyTitle),
          line(t, t('mail.lead.reference'), about.reference),
          line(t, t('mail.lead.price'), about.propertyPrice),
          about.propertyUrl,
        ];
  const lowest = about.project === undefined ? undefined : projectSummary(about.project).lowest;
  const project =
    about.project === undefined
      ? []
      : [
          line(t, t('mail.lead.project'), about.projectText),
          lowest === undefined
            ? ''
            : line(
                t,
                t('mail.lead.price'),
                `${t('property.units.startingFrom')} ${formatPrice(lowest.Price, agencyLocale)}`,
              ),
          about.projectUrl,
        ].filter(Boolean);
  const language = languageName(input.locale, agencyLocale);
  const details = [
    ...answerLines(kind, value, about.reading),
    line(t, t('mail.lead.language'), language),
    value.newsletter === true ? t('mail.lead.newsletter') : '',
    value.privacyConsent === true ? t('mail.lead.privacyConsent') : '',
  ].filter(Boolean);
  // A newsletter request carries no name: the address alone, not "answer x@y at x@y".
  const replyHint =
    visitor === ''
      ? ''
      : plainFullName(value.firstName, value.lastName) === ''
        ? t('mail.lead.replyHintAddress', { email: visitor })
        : t('mail.lead.replyHint', { name: vars.name, email: visitor });
  return {
    to: model.site.Agency.LeadEmail,
    replyTo: visitor === '' ? undefined : visitor,
    subject: t(`mail.kinds.${kind}.agencySubject`, vars),
    text: [
      agencyIntro(kind, about, vars),
      [...listing, ...project].join('\n'),
      `${t('mail.detailsHeading')}\n${details.join('\n')}`,
      replyHint,
      t('mail.lead.footer', { url: model.site.SiteUrl }),
    ]
      .filter(Boolean)
      .join('\n\n'),
    attachment: input.attachment,
  };
}
