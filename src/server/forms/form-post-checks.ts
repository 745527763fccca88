// The checks of a form post that need no store: its body against the kind's schema (and its file's
// type), the anti-robot check, and the facts the export decides (the listing, the offer, the slot).

import { exportIndexes } from '../../data/export-indexes';
import type { ExportModel } from '../../data/export-model';
import type { VisitSource } from '../../domain/crm/visit-source';
import { offerLooksMistyped } from '../../domain/forms/amount-slips';
import { postedTooFast } from '../../domain/forms/fill-time';
import {
  addFormError,
  emptyFormErrors,
  type FormAnswers,
  type FormErrors,
  type FormKind,
  type FormOutput,
  fileField,
  formSpecs,
  validateForm,
} from '../../domain/forms/schemas';
import { formatPrice, publishedPrice } from '../../domain/values/money';
import type { Locale } from '../../i18n/locales';
import type { ServerConfig } from '../server-config';
import type { NewBooking, RateLimit } from '../store/form-store';
import { type CvFileType, checkCvFile } from './cv-file';
import { type CheckedProofOfWork, checkProofOfWork } from './proof-of-work';

/** An upload of an allowed type: its bytes and the type its first bytes revealed (its content is checked later). */
export interface CheckedFile {
  readonly bytes: Uint8Array;
  readonly type: CvFileType;
}

/** The visit a post books: the row to save, and the slot's start and end as the export gives them. */
export interface Booking {
  readonly save: NewBooking;
  readonly start: string;
  readonly end: string;
}

/** A post that passed the checks of its body and the robot check, with what its saving needs. */
export interface CheckedPost {
  readonly kind: FormKind;
  readonly locale: Locale;
  readonly value: FormAnswers;
  readonly id: string;
  readonly now: number;
  /** The proof of work to spend; undefined for a post held until its link is confirmed. */
  readonly challenge: CheckedProofOfWork | undefined;
  readonly limits: RateLimit[];
  readonly file: CheckedFile | undefined;
  /** The messages of the facts the export decides (checkFacts), empty when it has none. */
  readonly facts: FormErrors;
  readonly booking?: Booking;
  /** Where the post came from, for the CRM's lead (src/server/crm/crm-lead.ts). */
  readonly source?: { readonly page: string | undefined; readonly visit: VisitSource | undefined };
}

/** The kind's checked body and its file, or every field's messages. */
export async function checkBody<K extends FormKind>(
  kind: K,
  body: Readonly<Record<string, unknown>>,
  files: readonly { readonly field: string; readonly bytes: Uint8Array }[],
): Promise<
  | { readonly ok: true; readonly value: FormOutput<K>; readonly file: CheckedFile | undefined }
  | { readonly ok: false; readonly errors: FormErrors }
> {
  const carriesFile = formSpecs[kind].file;
  const checked = validateForm(kind, body);
  const errors = checked.ok ? emptyFormErrors() : checked.errors;
  const uploads = files.filter((file) => file.field === fileField);
  for (const file of files) {
    if (!carriesFile || file.field !== fileField) addFormError(errors, file.field, { key: 'unknownField' });
  }
  if (carriesFile && uploads.length !== 1) {
    addFormError(errors, fileField, { key: uploads.length === 0 ? 'required' : 'unknownField' });
  }
  const upload = carriesFile ? uploads[0] : undefined;
  const type = upload === undefined ? undefined : await checkCvFile(upload.bytes);
  if (typeof type === 'string') addFormError(errors, fileField, { key: type });
  if (!checked.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  const file = upload !== undefined && typeof type === 'object' ? { bytes: upload.bytes, type } : undefined;
  return { ok: true, value: checked.value, file };
}

/**
 * The post's proof of work when it is genuine (to spend), `held` when a plain post has none (held
 * until its link is confirmed), or `robot` when the form was sent too fast or the proof is missing
 * or false.
 */
export async function checkRobot(
  value: FormAnswers,
  wantsJson: boolean,
  config: ServerConfig,
  now: number,
): Promise<CheckedProofOfWork | 'held' | 'robot'> {
  // The island always says when the form was first touched: a JSON post without it is refused like a
  // too fast one. A plain post (no JavaScript) cannot say it.
  const { startedAt, altcha } = value;
  if (typeof startedAt === 'number' ? postedTooFast(startedAt, now, config.minFillMs) : wantsJson)
    return 'robot';
  // The island always sends a solved challenge; a plain post without JavaScript cannot: it is held
  // until the visitor confirms it through a link mailed to the address typed, so a robot that does
  // not run the page's script reaches nobody without reading that mailbox. A payload that is sent
  // must be genuine and unexpired (the store refuses one spent before).
  if (altcha === undefined || altcha === '') return wantsJson ? 'robot' : 'held';
  return (await checkProofOfWork(altcha, config, new Date(now))) ?? 'robot';
}

/**
 * Facts the export decides: the property or project exists, an offer is not far below its asking
 * price (a typing slip, src/domain/forms/amount-slips.ts), the slot is one of the property's and still
 * ahead. Their messages, or the booking to make.
 */
export function checkFacts(
  value: FormAnswers,
  model: ExportModel,
  now: number,
  locale: Locale,
): { readonly facts: FormErrors; readonly booking?: Booking } {
  const facts = emptyFormErrors();
  const { propertyId, projectId } = value;
  // The export's indexes, made once per export: a post must not scan 10,000 listings.
  const indexes = exportIndexes(model);
  const property = propertyId === undefined ? undefined : indexes.propertiesById.get(String(propertyId));
  if (propertyId !== undefined && property === undefined) {
    addFormError(facts, 'propertyId', { key: 'choice' });
  }
  const offer = value.offerAmount;
  if (offer !== undefined && property !== undefined && offerLooksMistyped(offer, publishedPrice(property))) {
    addFormError(facts, 'offerAmount', { key: 'offerTooLow', vars: { amount: formatPrice(offer, locale) } });
  }
  if (projectId !== undefined && !model.projects.some((item) => item.ID === projectId)) {
    addFormError(facts, 'projectId', { key: 'choice' });
  }
  if (value.slot === undefined) return { facts };
  const start = Date.parse(value.slot);
  const slot = (propertyId === undefined ? [] : (indexes.slotsByProperty.get(propertyId) ?? [])).find(
    (item) => Date.parse(item.Start) === start,
  );
  if (slot === undefined || start <= now) {
    addFormError(facts, 'slot', { key: 'choice' });
    return { facts };
  }
  return {
    facts,
    booking: {
      save: { propertyId: slot.PropertyID, slotStart: start, capacity: slot.Capacity },
      start: slot.Start,
      end: slot.End,
    },
  };
}
