// The last step of a form post: the submission stored with its e-mails, its booking and its
// subscription in one transaction, and the answer once it is on disk. A post without the proof of work
// is held: only the request to confirm it goes now, and its own e-mails wait in the store until its link
// is confirmed.
import { randomBytes } from 'node:crypto';
import { unlink } from 'node:fs/promises';
import type { ExportModel } from '../../data/export-model';
import {
  addFormError,
  emptyFormErrors,
  type FieldSpec,
  type FormAnswers,
  type FormKind,
  formFieldSpecs,
  formSpecs,
  isFormFieldName,
} from '../../domain/forms/schemas';
import { slotLabel } from '../../domain/forms/slots';
import { plainName } from '../../domain/forms/visitor-text';
import { localeTags } from '../../i18n/locales';
import { crmLead } from '../crm/crm-lead';
import { composeFormEmails } from '../mail/compose-form-emails';
import { composeHeldRequest } from '../mail/held-request-email';
import type { HeldDelivery, NewEmail, NewSubscription } from '../store/form-store';
import { storeCvFile } from './cv-file';
import type { CheckedPost } from './form-post-checks';
import type { PostReplies } from './form-post-replies';
import type { FormDeps, FormOutcome } from './form-post-types';
import { heldLifetimeHours, heldLifetimeMs, heldLinkPath, newHeldToken } from './held-submissions';

/** The subscription a kind starts, or the unsubscribe request it makes, with their e-mailed links. */
function subscriptionOf(kind: FormKind, linkTo: (path: string) => string) {
  const spec = formSpecs[kind];
  const kindOf = 'subscription' in spec ? spec.subscription : undefined;
  const token = () => randomBytes(24).toString('base64url');
  const subscription: NewSubscription | undefined =
    kindOf === 'newsletter' || kindOf === 'demand'
      ? { kind: kindOf, confirmToken: token(), unsubscribeToken: token() }
      : undefined;
  const unsubscribeToken = kindOf === 'unsubscribe' ? token() : undefined;
  const confirmToken = subscription?.confirmToken ?? unsubscribeToken;
  const links = {
    ...(confirmToken === undefined ? {} : { confirm: linkTo(`/api/forms/confirm?token=${confirmToken}`) }),
    ...(subscription === undefined
      ? {}
      : { unsubscribe: linkTo(`/api/forms/confirm?token=${subscription.unsubscribeToken}`) }),
  };
  return { subscription, unsubscribeToken, links };
}

/** The stored row of a checked body: without the machinery and the friend's address. */
export function storedBody(value: FormAnswers): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(value).filter(
      ([field]) => !isFormFieldName(field) || (formFieldSpecs[field] as FieldSpec).unstored !== true,
    ),
  );
}

/**
 * The e-mails to queue now, and for a held post (no proof of work) the e-mails that wait with it:
 * only the request to confirm goes now; the submission's own e-mails wait in the store until its link is
 * confirmed, and are dropped with it if it never is.
 */
function submissionEmails(
  post: CheckedPost,
  model: ExportModel,
  links: ReturnType<typeof subscriptionOf>['links'],
  filePath: string | undefined,
  linkTo: (path: string) => string,
  crm: boolean,
): { readonly queued: readonly NewEmail[]; readonly held: HeldDelivery | undefined } {
  const { kind, locale, value, id, now, booking } = post;
  const mails = composeFormEmails({
    kind,
    locale,
    value,
    model,
    links,
    slot: booking,
    id,
    now: new Date(now),
    attachment:
      filePath === undefined
        ? undefined
        : {
            path: filePath,
            // A plain name: no path, quote or line break of the visitor's reaches a header.
            filename: `cv-${plainName(value.lastName ?? '').replace(/\s+/g, '-') || 'applicant'}.${post.file?.type.ext ?? 'pdf'}`,
          },
  });
  // With CRM_WEBHOOK_URL set, the lead goes to the CRM too: a row of the same outbox, in the same
  // transaction, and for a held post only once its visitor confirms it, as its e-mails.
  const { page, visit } = post.source ?? {};
  const lead = { id, kind, locale, value, model, occurredAt: now, page, visit };
  const emails = crm ? [...mails, crmLead(lead)] : mails;
  if (post.challenge !== undefined) return { queued: emails, held: undefined };
  const { token: heldToken, tokenHash } = newHeldToken();
  const url = linkTo(heldLinkPath(heldToken));
  return {
    queued: [
      composeHeldRequest({ kind, locale, value, model, url, hours: heldLifetimeHours, slot: booking }),
    ],
    held: { tokenHash, expiresAt: now + heldLifetimeMs, emails },
  };
}

/**
 * Saves a checked post: the challenge spent, the rate limits counted (unless its file's check did
 * already, checkFileFirst) and the submission saved in one transaction (store.attemptSubmission), so
 * everything the answer depends on is worked out before it.
 */
export async function saveSubmission(
  post: CheckedPost,
  deps: FormDeps,
  replies: PostReplies,
): Promise<FormOutcome> {
  const { config, store, model } = deps;
  const { kind, locale, value, id, now, booking } = post;
  const fileFirst = post.file !== undefined;
  const linkTo = (path: string) => new URL(path, model.site.SiteUrl).href;
  const { subscription, unsubscribeToken, links } = subscriptionOf(kind, linkTo);
  const filePath =
    post.file === undefined
      ? undefined
      : await storeCvFile(config.uploadDir, post.file.bytes, post.file.type);
  const crm = config.crmWebhook !== undefined;
  const { queued, held } = submissionEmails(post, model, links, filePath, linkTo, crm);
  // The database away: nothing was stored, so neither is the file (the error goes on to its 503).
  const forgetFile = async (error: unknown): Promise<never> => {
    if (filePath !== undefined) await unlink(filePath).catch(() => undefined);
    throw error;
  };
  const attempt = await store
    .attemptSubmission({
      challenge: fileFirst ? undefined : post.challenge,
      limits: fileFirst ? [] : post.limits,
      now,
      save: {
        submission: {
          id,
          kind,
          locale,
          email: value.email ?? '',
          body: storedBody(value),
          filePath,
          createdAt: now,
        },
        emails: queued,
        extras: {
          held,
          booking: booking?.save,
          subscription,
          unsubscribe: unsubscribeToken === undefined ? undefined : { token: unsubscribeToken },
        },
      },
    })
    .catch(forgetFile);
  const outcome = attempt.type === 'saved' ? attempt.outcome : undefined;
  if (outcome !== 'stored' && filePath !== undefined) await unlink(filePath).catch(() => undefined);
  const stopped = replies.stopped(attempt, id, held !== undefined);
  if (stopped !== undefined) return stopped;
  if (outcome === 'slotFull') {
    const full = emptyFormErrors();
    // The message names the slot in the visitor's language, so it is clear which one was taken.
    const slot = booking === undefined ? '' : slotLabel(booking, localeTags[locale]);
    addFormError(full, 'slot', { key: 'slotFull', vars: { slot } });
    return replies.refuse(full);
  }
  if (held === undefined) return replies.success(id);
  // Held posts never confirmed leave once their links have expired, with their files.
  const purged = await store.purgeUnconfirmed(now);
  await Promise.all(purged.files.map((file) => unlink(file).catch(() => undefined)));
  return replies.checkMailbox;
}
