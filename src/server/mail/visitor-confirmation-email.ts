// The visitor's confirmation of one submission, in the visitor's language: the site's own words only
// (the property, the slot, the choices made), or the request to confirm a subscription or an
// unsubscription through its link.
import { requestedDocuments } from '../../domain/forms/requested-documents';
import { formSpecs, hasField } from '../../domain/forms/schemas';
import { plainFullName } from '../../domain/forms/visitor-text';
import { formatFileSize } from '../../domain/values/file-size';
import { localized } from '../../i18n/localized';
import type { NewEmail } from '../store/form-store';
import { answerLines, line } from './form-email-answers';
import { type FormEmailInput, list, str } from './form-email-input';
import { type About, type SentenceVars, sentenceVars } from './form-email-subject';
import { mailClosing } from './mail-closing';
import { visitConditions, visitDetails } from './visit-email-details';

/**
 * The first paragraph of the visitor's confirmation. A document request's gives the documents, each
 * with its download link on the site (published with it; the listing's page names them and offers this
 * form instead of linking them); for a listing without documents online it says the agent will send
 * what is available.
 */
function visitorIntro(input: FormEmailInput, about: About, vars: SentenceVars): string {
  const { t, locale, defaultLocale } = about.reading;
  if (input.kind !== 'document-request') return t(`mail.kinds.${input.kind}.visitorBody`, vars);
  const documents = requestedDocuments(about.property?.Documents ?? [], list(input.value.documents));
  if (documents.length === 0) return t('mail.kinds.document-request.visitorBodyNone', vars);
  const links = documents.map((document) => {
    const name = localized(document.Name, locale, defaultLocale);
    const label = document.Size === undefined ? name : `${name} (${formatFileSize(document.Size, locale)})`;
    return line(t, label, new URL(document.Url, input.model.site.SiteUrl).href);
  });
  return `${t('mail.kinds.document-request.visitorBody', vars)}\n${links.join('\n')}`;
}

/** The visitor's e-mail: `about` is the submission in the visitor's language. */
export function visitorEmail(input: FormEmailInput, about: About): NewEmail {
  const { kind, value, model, links = {} } = input;
  const { site } = model;
  const { t } = about.reading;
  const vars = sentenceVars(input, about);
  const name = plainFullName(value.firstName, value.lastName);
  const greeting = name === '' ? t('mail.greetingAnonymous') : t('mail.greeting', { name });
  const closing = mailClosing(t, site.Agency, site.SiteUrl);
  const summary = answerLines(kind, value, about.reading, true);
  const summaryBlock = summary.length === 0 ? '' : `${t('mail.summaryHeading')}\n${summary.join('\n')}`;
  const spec = formSpecs[kind];
  const visit = hasField(kind, 'slot') ? visitDetails(input, about, vars) : undefined;
  const body =
    spec.visitorMail === 'confirmSubscription'
      ? t('mail.doubleOptIn.confirmBody', { url: links.confirm ?? site.SiteUrl })
      : spec.visitorMail === 'confirmUnsubscribe'
        ? t('mail.doubleOptIn.unsubscribeBody', { url: links.confirm ?? site.SiteUrl })
        : [
            visitorIntro(input, about, vars),
            visit?.text ?? '',
            'subscription' in spec && spec.subscription === 'demand'
              ? t('mail.demandConfirm', { url: links.confirm ?? site.SiteUrl })
              : '',
            // A booked visit: the landlord's conditions and what to bring.
            hasField(kind, 'slot') ? visitConditions(about.property, about.reading) : '',
            about.property === undefined ? '' : about.propertyUrl,
            about.project === undefined ? '' : about.projectUrl,
            summaryBlock,
          ]
            .filter(Boolean)
            .join('\n\n');
  const unsubscribe =
    links.unsubscribe === undefined ? '' : `\n\n${t('mail.unsubscribeLine', { url: links.unsubscribe })}`;
  const subject =
    spec.visitorMail === 'confirmSubscription'
      ? t('mail.doubleOptIn.confirmSubject')
      : spec.visitorMail === 'confirmUnsubscribe'
        ? t('mail.doubleOptIn.unsubscribeSubject')
        : t(`mail.kinds.${kind}.visitorSubject`, vars);
  return {
    to: str(value.email),
    subject,
    text: `${greeting}\n\n${body}${unsubscribe}\n\n${closing}`,
    attachment: visit?.attachment,
  };
}
