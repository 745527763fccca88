// The message on top of a form that was not accepted. It takes the focus when it appears (the caller
// remounts it with a new key for each attempt, so the same message is read out again), and links each
// field's message to its field.
import { useEffect, useRef } from 'react';

interface Props {
  /** The sentence heading the list ("Your form was not sent..."), or none for a single form message. */
  readonly title?: string;
  /** Messages of the form as a whole. */
  readonly messages: readonly string[];
  /** Messages of fields, with the id of the field each one points to. */
  readonly fields: readonly { readonly id: string; readonly message: string }[];
}

export function ErrorSummary({ title, messages, fields }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div className="portal-alert portal-alert--error" ref={ref} tabIndex={-1}>
      {title === undefined ? null : <p className="portal-alert__title">{title}</p>}
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
      {fields.length > 0 ? (
        <ul>
          {fields.map(({ id, message }) => (
            <li key={`${id}:${message}`}>
              <a
                href={`#${id}`}
                onClick={(event) => {
                  // Focus the field itself: following the fragment would only scroll to it.
                  event.preventDefault();
                  document.getElementById(id)?.focus();
                }}
              >
                {message}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
