// What the e-mails of one submission are made from, shared by the composers of each recipient's e-mail.
import type { ExportModel } from '../../data/export-model';
import type { FormAnswers, FormKind } from '../../domain/forms/schemas';
import type { Locale } from '../../i18n/locales';
import type { NewEmail } from '../store/form-store';

/** The part of the export the e-mails read. */
export type Model = Pick<ExportModel, 'site' | 'properties' | 'projects' | 'propertyTypes'>;

/** What the e-mails of a submission are made from. */
export interface FormEmailInput {
  readonly kind: FormKind;
  readonly locale: Locale;
  /** The checked body (any kind's `FormOutput<K>`). */
  readonly value: FormAnswers;
  readonly model: Model;
  /** The double opt-in links, built from the site's own URL. */
  readonly links?: { readonly confirm?: string; readonly unsubscribe?: string };
  readonly attachment?: NewEmail['attachment'];
  /** The visit slot booked, with its end, as the export gives it: named with its weekday and times. */
  readonly slot?: { readonly start: string; readonly end: string } | undefined;
  /** The submission's id: a booked visit's calendar entry is named after it, so a resend replaces it. */
  readonly id?: string | undefined;
  /** When the e-mails are made (the calendar file's stamp); now by default. */
  readonly now?: Date | undefined;
}

/** A body's value as text, or '' when it is not text. */
export const str = (value: unknown): string => (typeof value === 'string' ? value : '');
/** A body's value as a list, or [] when it is not one. */
export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
