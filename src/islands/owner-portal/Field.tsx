// A labelled text field of the portal's forms, its message right under it and tied to it, so a screen
// reader reads the message with the field.
import type { Ref } from 'react';
import { describedByOf, hintIdOf, messageIdOf } from '../../domain/forms/field-ids';

interface Props {
  readonly id: string;
  readonly label: string;
  readonly type: 'email' | 'password';
  readonly autoComplete: 'username' | 'email' | 'current-password' | 'new-password';
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly errors: readonly string[] | undefined;
  readonly hint?: string;
  readonly inputRef?: Ref<HTMLInputElement>;
}

export function Field({ id, label, type, autoComplete, value, onChange, errors, hint, inputRef }: Props) {
  const invalid = errors !== undefined && errors.length > 0;
  return (
    <div className="portal-field">
      <label htmlFor={id}>{label}</label>
      {hint === undefined ? null : (
        <p className="portal-field__hint" id={hintIdOf(id)}>
          {hint}
        </p>
      )}
      <input
        className="text-control"
        ref={inputRef}
        id={id}
        name={id}
        type={type}
        autoComplete={autoComplete}
        required
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedByOf(id, { hint: hint !== undefined, message: invalid })}
      />
      {invalid ? (
        <p className="portal-field__error" id={messageIdOf(id)}>
          {errors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}
