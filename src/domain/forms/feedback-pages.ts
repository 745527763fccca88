// The thank-you pages: one per form kind that sends its visitor to one after a plain form post.
import type { TranslationKey } from '../../i18n/keys';
import { formKinds, isFormKind } from './schemas/form-kind';
import { formSpecs } from './schemas/form-specs';

/**
 * The pages a link of our e-mails leads to: a subscription or a demand confirmed; one search's alerts
 * or the newsletter ended (the address may still get the other ones), or every subscription of the
 * address ended; or a link that was used already, has expired or was never ours.
 */
export const linkOutcomeNames = [
  'subscription-confirmed',
  'demand-confirmed',
  'demand-ended',
  'newsletter-ended',
  'unsubscribed',
  'link-invalid',
] as const;

/** The page a confirmation or unsubscribe link leads to. */
export type LinkOutcomeName = (typeof linkOutcomeNames)[number];

/**
 * The pages of a post sent without the proof of work (JavaScript off), held until confirmed: check
 * your mailbox; sent; confirmed before; a link expired or never ours; a visit whose slot filled up or
 * began before it was confirmed (a held visit takes its place only when confirmed), so nothing was sent.
 */
export const heldPostNames = [
  'confirm-by-mail',
  'request-confirmed',
  'request-already-confirmed',
  'request-link-invalid',
  'visit-slot-full',
  'visit-slot-past',
] as const;

/** The page after a held post or its confirmation link. */
export type HeldPostName = (typeof heldPostNames)[number];

/**
 * The page after pressing a held post's button: sent now, sent before ('already'; also a link opened
 * after its confirmation), a visit whose slot is full or past by then, or a link expired or never ours;
 * undefined while it waits for the button (its own page asks for it).
 */
export function heldPostPage(
  state: 'pending' | 'confirmed' | 'already' | 'expired' | 'slotFull' | 'slotPast' | undefined,
): HeldPostName | undefined {
  if (state === 'pending') return undefined;
  if (state === 'confirmed') return 'request-confirmed';
  if (state === 'already') return 'request-already-confirmed';
  if (state === 'slotFull') return 'visit-slot-full';
  if (state === 'slotPast') return 'visit-slot-past';
  return 'request-link-invalid';
}

/**
 * The names of the thank-you pages (/feedback/{name}/): every form kind of the API, the CRM's
 * "testing-testing" page that staff use to check a form end to end, and the pages after an e-mail link.
 */
export const feedbackNames = [
  ...formKinds,
  'testing-testing',
  ...linkOutcomeNames,
  ...heldPostNames,
] as const;

/** The name of a thank-you page. */
export type FeedbackName = (typeof feedbackNames)[number];

/** Whether a string names a thank-you page. */
export function isFeedbackName(value: string): value is FeedbackName {
  return (feedbackNames as readonly string[]).includes(value);
}

/**
 * The page after following a confirmation or unsubscribe link, from what redeeming its token did
 * (undefined: the token was unknown, spent or expired; ended: a confirmation of a subscription ended
 * since).
 */
export function linkOutcomePage(
  outcome: { readonly action: 'confirmed' | 'unsubscribed' | 'ended'; readonly kind: string } | undefined,
): LinkOutcomeName {
  if (outcome === undefined || outcome.action === 'ended') return 'link-invalid';
  if (outcome.action === 'unsubscribed') return endedPage(outcome.kind);
  return outcome.kind === 'demand' ? 'demand-confirmed' : 'subscription-confirmed';
}

/** The page after ending a subscription of `kind`: it names what stops, and only that. */
function endedPage(kind: string): LinkOutcomeName {
  if (kind === 'demand') return 'demand-ended';
  if (kind === 'newsletter') return 'newsletter-ended';
  return 'unsubscribed';
}

/** Where a subscription stands: waiting for its confirmation link, confirmed, or ended. */
export type SubscriptionStatus = 'pending' | 'confirmed' | 'unsubscribed';

/**
 * The page a link opened again leads to at once, because what its button does is done already (or can
 * no longer be done): a confirmed subscription's confirmation says it is confirmed, an ended one's
 * unsubscribe link says it is ended, and the confirmation of an ended one is no longer valid. Undefined
 * while the button still has something to do: its page shows it. Opening changes nothing either way.
 */
export function linkOpenedPage(token: {
  readonly action: 'confirm' | 'unsubscribe' | 'unsubscribe-all';
  readonly kind: string;
  readonly status?: SubscriptionStatus | undefined;
}): LinkOutcomeName | undefined {
  if (token.action === 'confirm' && token.status === 'confirmed')
    return linkOutcomePage({ action: 'confirmed', kind: token.kind });
  if (token.action === 'confirm' && token.status === 'unsubscribed') return 'link-invalid';
  if (token.action === 'unsubscribe' && token.status === 'unsubscribed') return endedPage(token.kind);
  return undefined;
}

/** The page of a link before its button is pressed: what pressing it does (feedback.linkAction). */
export type LinkActionName = 'confirm-newsletter' | 'confirm-demand' | 'unsubscribe' | 'unsubscribe-all';

/**
 * The words of a confirmation or unsubscribe link's page, from what its token does: confirm a demand
 * (a search to be alerted of) or a newsletter, end one subscription, or end every one of an address.
 */
export function linkActionPage(token: {
  readonly action: 'confirm' | 'unsubscribe' | 'unsubscribe-all';
  readonly kind: string;
}): LinkActionName {
  if (token.action !== 'confirm') return token.action;
  return token.kind === 'demand' ? 'confirm-demand' : 'confirm-newsletter';
}

/**
 * Whether a thank-you page follows a post that takes effect only once the visitor follows the link it
 * e-mailed (a newsletter, a search to be alerted of, an unsubscription): the page must send them to
 * their mailbox, or they wait for what never comes.
 */
export function confirmsByMail(name: FeedbackName): boolean {
  return isFormKind(name) && 'subscription' in formSpecs[name];
}

/** The strings a thank-you page's text is made of, in order (joined with a space). */
export function thanksTextKeys(name: FeedbackName): readonly TranslationKey[] {
  // The booked slot is only known to the API's redirect, so the static page says it without the slot.
  if (name === 'contact-appointment') return ['pages.feedback.appointmentText'];
  const own = `feedback.kinds.${name}.text` as const;
  return confirmsByMail(name) ? ['feedback.mailSent', own] : [own];
}

/**
 * Which listings a thank-you page invites the visitor to browse next: a rental application's, the
 * properties to let (its visitor is looking for a rental, not a purchase); every other page's, those
 * for sale.
 */
export function thanksBrowseSection(name: FeedbackName): 'forSale' | 'forRent' {
  return name === 'rent-application' ? 'forRent' : 'forSale';
}
