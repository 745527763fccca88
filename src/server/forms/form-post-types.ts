// What the form handler works with, and what it answers: shared by the steps of a form post.
import type { ExportModel } from '../../data/export-model';
import type { Clock } from '../server-clock';
import type { ServerConfig } from '../server-config';
import type { FormStore } from '../store/form-store';

/** What the form handler works with, handed over by its caller (the route, or a test). */
export interface FormDeps {
  readonly config: ServerConfig;
  readonly store: FormStore;
  /** The export the pages were built from, as of this request. */
  readonly model: ExportModel;
  /** The current time in ms: when the form was filled too fast, a slot is past, a link expires. */
  readonly now: Clock;
}

/** The outcome of a form post, for the route to answer: JSON (the island), or a redirect (a plain post). */
export type FormOutcome =
  | {
      readonly type: 'json';
      readonly status: number;
      readonly body: unknown;
      readonly headers?: Record<string, string>;
    }
  | { readonly type: 'redirect'; readonly location: string };
