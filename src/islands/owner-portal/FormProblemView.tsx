// The error summary of one attempt, built from its problem: the form's messages, then each field's
// message, headed by the field's label ("E-mail: This field is required.") and linked to the field.
import { fillTemplate } from '../../i18n/fill-template';
import { ErrorSummary } from './ErrorSummary';
import { type FormProblem, hasProblem } from './form-outcome';

interface Props {
  readonly problem: FormProblem;
  /** Increases with each attempt: a new summary takes the focus and is read out again. */
  readonly attempt: number;
  /** The ids of the fields, by field name. */
  readonly ids: Readonly<Record<string, string>>;
  /** The labels of the fields, by field name. */
  readonly labels: Readonly<Record<string, string>>;
  readonly title: string;
  /** How a field's label and message are joined, with {{field}} and {{message}}. */
  readonly itemTemplate: string;
}

export function FormProblemView({ problem, attempt, ids, labels, title, itemTemplate }: Props) {
  if (!hasProblem(problem)) return null;
  const fields = Object.entries(problem.fields).flatMap(([name, messages]) =>
    messages.map((message) => {
      const label = labels[name];
      return {
        id: ids[name] ?? '',
        message: label === undefined ? message : fillTemplate(itemTemplate, { field: label, message }),
      };
    }),
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
