// The one e-mail of a post sent without the proof of work: a request to confirm it through a link.
import type { NewEmail } from '../store/form-store';
import { type FormEmailInput, str } from './form-email-input';
import { subjectOf } from './form-email-subject';
import { mailClosing } from './mail-closing';

/** What the confirmation request of a held post is made from: its input and its link. */
export interface HeldRequestInput extends FormEmailInput {
  /** The page that confirms the post. */
  readonly url: string;
  /** How long the link stays valid. */
  readonly hours: number;
}

/**
 * The request to confirm a held post, naming the form and the property or project in the site's own
 * words. It goes to an address anyone may have typed, so it carries nothing the visitor wrote, not even
 * a name.
 */
export function composeHeldRequest(input: HeldRequestInput): NewEmail {
  const { kind, locale, value, model, url, hours } = input;
  const about = subjectOf(input, locale);
  const { t } = about.reading;
  const what = about.propertyTitle || about.projectText;
  const subjectLine = `${t(`forms.kinds.${kind}.title`)}${what === '' ? '' : ` (${what})`}`;
  const closing = mailClosing(t, model.site.Agency, model.site.SiteUrl);
  // A visit takes its slot's place only when confirmed: the visitor must know it may fill up meanwhile.
  const visit =
    str(value.slot) === '' ? '' : `\n\n${t('mail.heldRequest.visit', { slot: about.reading.slot })}`;
  return {
    to: str(value.email),
    subject: t('mail.heldRequest.subject', { about: subjectLine }),
    text: `${t('mail.greetingAnonymous')}\n\n${t('mail.heldRequest.body', { about: subjectLine, url, hours: String(hours) })}${visit}\n\n${closing}`,
  };
}
