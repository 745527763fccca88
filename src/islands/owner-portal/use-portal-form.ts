// The state of one of the portal's forms: what is typed in each field, the problem of the last attempt
// (with a count of attempts, so that each new error summary takes the focus and is read out again) and
// whether a post is on its way. Shared by the login, forgotten-password and set-password forms.
import { type SubmitEvent, useState } from 'react';
import { type FormProblem, noProblem, thrownProblem } from './form-outcome';
import type { PortalStringKey, PortalStrings } from './portal-strings';

/** One attempt to send a form; each step answers the problem to show, or undefined when it went through. */
export interface FormAttempt {
  /** The check in the browser, before anything is posted. */
  readonly check: () => FormProblem | undefined;
  /** The post and what follows it. */
  readonly send: () => Promise<FormProblem | undefined>;
}

/** A field of a form: the id of its control and the key of its label. */
export interface PortalFieldSpec {
  readonly id: string;
  readonly label: PortalStringKey;
}

/** What a form needs of its state: its fields, the values typed, the last problem, the busy flag. */
export interface PortalFormState<Name extends string> {
  /** The ids of the fields, by field name (the name the API gives its messages). */
  readonly ids: Readonly<Record<Name, string>>;
  /** The labels of the fields, by field name: the error summary names the field of each message. */
  readonly labels: Readonly<Record<Name, string>>;
  readonly values: Readonly<Record<Name, string>>;
  readonly problem: FormProblem;
  /** Increases with each attempt that did not go through. */
  readonly attempt: number;
  /** A post is on its way: another submit is ignored. */
  readonly busy: boolean;
  /** The props of the field `name` that come from the state: id, label, value, onChange, messages. */
  readonly field: (name: Name) => {
    readonly id: string;
    readonly label: string;
    readonly value: string;
    readonly onChange: (value: string) => void;
    readonly errors: readonly string[] | undefined;
  };
  /** The submit handler of an attempt: it checks, then sends, and shows the problem if there is one. */
  readonly submitWith: (attempt: FormAttempt) => (event: SubmitEvent<HTMLFormElement>) => Promise<void>;
}

/** The state of a form with these fields, by field name; each field starts empty unless `initial` fills it. */
export function usePortalForm<Name extends string>(
  fields: Readonly<Record<Name, PortalFieldSpec>>,
  s: PortalStrings,
  initial: Partial<Readonly<Record<Name, string>>> = {},
): PortalFormState<Name> {
  const names = Object.keys(fields) as Name[];
  const byName = <T>(pick: (spec: PortalFieldSpec) => T) =>
    Object.fromEntries(names.map((name) => [name, pick(fields[name])])) as Record<Name, T>;
  const ids = byName((spec) => spec.id);
  const labels = byName((spec) => s[spec.label]);
  const [values, setValues] = useState(
    () => Object.fromEntries(names.map((name) => [name, initial[name] ?? ''])) as Record<Name, string>,
  );
  const [problem, setProblem] = useState<FormProblem>(noProblem);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);

  const fail = (next: FormProblem) => {
    setProblem(next);
    setAttempt((count) => count + 1);
  };

  return {
    ids,
    labels,
    values,
    problem,
    attempt,
    busy,
    field: (name) => ({
      id: ids[name],
      label: labels[name],
      value: values[name],
      onChange: (value) => setValues((previous) => ({ ...previous, [name]: value })),
      errors: problem.fields[name],
    }),
    submitWith:
      ({ check, send }) =>
      async (event) => {
        event.preventDefault();
        if (busy) return;
        const invalid = check();
        if (invalid !== undefined) {
          fail(invalid);
          return;
        }
        setBusy(true);
        try {
          const refused = await send();
          if (refused === undefined) setProblem(noProblem);
          else fail(refused);
        } catch (error) {
          fail(thrownProblem(error, s));
        } finally {
          setBusy(false);
        }
      },
  };
}
