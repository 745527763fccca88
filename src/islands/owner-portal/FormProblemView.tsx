// The error summary of one attempt, built from its problem: the form's messages, then each field's
// message, which names its field as the lead forms' do ("E-mail is a required field."), linked to it.
import { ErrorSummary } from './ErrorSummary';
import { type FormProblem, hasProblem } from './form-outcome';

interface Props {
  readonly problem: FormProblem;
  /** Increases with each attempt: a new summary takes the focus and is read out again. */
  readonly attempt: number;
  /** The ids of the fields, by field name. */
  readonly ids: Readonly<Record<string, string>>;
  readonly title: string;
}

export function FormProblemView({ problem, attempt, ids, title }: Props) {
  if (!hasProblem(problem)) return null;
  const fields = Object.entries(problem.fields).flatMap(([name, messages]) =>
    messages.map((message) => ({ id: ids[name] ?? '', message })),
  );
  return (
    <ErrorSummary
      key={attempt}
      {...(fields.length > 0 ? { title } : {})}
      messages={problem.form}
      fields={fields}
    />
  );
}
