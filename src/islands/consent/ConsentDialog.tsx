// The cookie dialog: the first question (accept all, decline, settings) and the five categories.
// Declining is one click, exactly like accepting, and both buttons look the same.
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import {
  acceptAllChoice,
  type ConsentCategory,
  type ConsentChoice,
  consentCategories,
  declineChoice,
} from '../../domain/consent';
import { $consent, $consentDialog, chooseConsent, openConsentDialog } from '../../stores/consent';

/** The translated words of the dialog, keyed by their dictionary key. */
export type ConsentStrings = Readonly<Record<string, string>>;

interface Props {
  readonly strings: ConsentStrings;
  readonly cookiePolicy: string;
}

export function ConsentDialog({ strings, cookiePolicy }: Props) {
  const view = useStore($consentDialog);
  const stored = useStore($consent);
  const [draft, setDraft] = useState<ConsentChoice>(stored ?? declineChoice);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const id = useId();
  const s = (key: string) => strings[key] ?? '';

  useEffect(() => {
    if (view === 'settings') {
      setDraft($consent.get() ?? declineChoice);
      // Opened on request (the footer button or "Settings"): take focus there, and give it back after.
      if (
        document.activeElement instanceof HTMLElement &&
        !titleRef.current?.closest('dialog')?.contains(document.activeElement)
      ) {
        returnTo.current = document.activeElement;
      }
      titleRef.current?.focus();
    }
    if (view === 'closed' && returnTo.current) {
      returnTo.current.focus();
      returnTo.current = null;
    }
  }, [view]);

  if (view === 'closed') return null;

  // Escape only closes a dialog the visitor reopened: without a stored choice there must be an answer.
  const closable = stored !== undefined;
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && closable) $consentDialog.set('closed');
  };
  const toggle = (category: ConsentCategory, on: boolean) =>
    setDraft((current) => ({ ...current, [category]: on }));

  return (
    <dialog
      open
      className="consent"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onKeyDown={onKeyDown}
    >
      <h2 id={`${id}-title`} ref={titleRef} tabIndex={-1} className="consent__title">
        {s('consent.dialog.title')}
      </h2>
      <p id={`${id}-text`} className="consent__text">
        {s('consent.dialog.text')} <a href={cookiePolicy}>{s('consent.cookiePolicy')}</a>
      </p>
      {view === 'settings' && (
        <fieldset className="consent__categories">
          <legend className="visually-hidden">{s('consent.dialog.settings')}</legend>
          <div className="consent__category">
            <input
              type="checkbox"
              id={`${id}-necessary`}
              checked
              disabled
              aria-describedby={`${id}-necessary-text`}
            />
            <label htmlFor={`${id}-necessary`}>
              {s('consent.categories.necessary.title')}{' '}
              <span className="consent__always">({s('consent.categories.necessary.alwaysOn')})</span>
            </label>
            <p id={`${id}-necessary-text`}>{s('consent.categories.necessary.description')}</p>
          </div>
          {consentCategories.map((category) => (
            <div className="consent__category" key={category}>
              <input
                type="checkbox"
                id={`${id}-${category}`}
                name={category}
                checked={draft[category]}
                onChange={(event) => toggle(category, event.currentTarget.checked)}
                aria-describedby={`${id}-${category}-text`}
              />
              <label htmlFor={`${id}-${category}`}>{s(`consent.categories.${category}.title`)}</label>
              <p id={`${id}-${category}-text`}>{s(`consent.categories.${category}.description`)}</p>
            </div>
          ))}
        </fieldset>
      )}
      <div className="consent__actions">
        <button type="button" className="button" onClick={() => chooseConsent(acceptAllChoice)}>
          {s('consent.dialog.acceptAll')}
        </button>
        <button type="button" className="button" onClick={() => chooseConsent(declineChoice)}>
          {s('consent.dialog.decline')}
        </button>
        {view === 'settings' ? (
          <button type="button" className="button consent__secondary" onClick={() => chooseConsent(draft)}>
            {s('consent.dialog.save')}
          </button>
        ) : (
          <button
            type="button"
            className="button consent__secondary"
            onClick={() => openConsentDialog('settings')}
          >
            {s('consent.dialog.settings')}
          </button>
        )}
        {closable && (
          <button type="button" className="consent__close" onClick={() => $consentDialog.set('closed')}>
            {s('consent.dialog.close')}
          </button>
        )}
      </div>
    </dialog>
  );
}
