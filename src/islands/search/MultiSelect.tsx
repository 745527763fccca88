// A multi-select as a disclosure: a button opens a group of checkboxes. Mouse and touch click; the keyboard
// opens it with Enter, Space or the down arrow, moves with the arrows, Home and End, and closes with Escape.
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { Choice } from './island-props';

interface Props<V extends string | number> {
  readonly label: string;
  /** The button's text when nothing is chosen ("All towns"). */
  readonly anyText: string;
  readonly choices: readonly Choice<V>[];
  readonly optionLabel: (choice: Choice<V>) => string;
  /** The button's text when several are chosen ("3 selected"). */
  readonly countText: (count: number) => string;
  readonly selected: readonly V[];
  readonly onChange: (selected: V[]) => void;
  /** Open the list towards the left (for a control in the right-hand column). */
  readonly alignEnd?: boolean;
}

export function MultiSelect<V extends string | number>(props: Props<V>) {
  const { label, anyText, choices, optionLabel, countText, selected, onChange, alignEnd = false } = props;
  const [open, setOpen] = useState(false);
  const [focusFirst, setFocusFirst] = useState(false);
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLFieldSetElement>(null);

  // A tap or click anywhere else, or the focus moving on, closes the list, as a native select does.
  useEffect(() => {
    const root = rootRef.current;
    if (!open || root === null) return;
    const outside = (target: EventTarget | null) => !(target instanceof Node && root.contains(target));
    const onPointer = (event: PointerEvent) => {
      if (outside(event.target)) setOpen(false);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget !== null && outside(event.relatedTarget)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    root.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      root.removeEventListener('focusout', onFocusOut);
    };
  }, [open]);

  useEffect(() => {
    if (open && focusFirst) {
      panelRef.current?.querySelector('input')?.focus();
      setFocusFirst(false);
    }
  }, [open, focusFirst]);

  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !open) return false;
    event.preventDefault();
    setOpen(false);
    buttonRef.current?.focus();
    return true;
  };
  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (closeOnEscape(event) || event.key !== 'ArrowDown') return;
    event.preventDefault();
    setOpen(true);
    setFocusFirst(true);
  };
  const onBoxKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (closeOnEscape(event)) return;
    const list = [...(panelRef.current?.querySelectorAll('input') ?? [])];
    const index = list.indexOf(event.currentTarget);
    const targets: Record<string, number> = {
      ArrowDown: (index + 1) % list.length,
      ArrowUp: (index - 1 + list.length) % list.length,
      Home: 0,
      End: list.length - 1,
    };
    const next = targets[event.key];
    if (next !== undefined) {
      event.preventDefault();
      list[next]?.focus();
    }
  };

  const names = choices.filter((choice) => selected.includes(choice.value)).map((choice) => choice.name);
  const summary = names.length === 0 ? anyText : names.length === 1 ? names[0] : countText(names.length);
  const toggle = (value: V) =>
    onChange(selected.includes(value) ? selected.filter((item) => item !== value) : [...selected, value]);

  return (
    <div className="sf-field sf-select" ref={rootRef}>
      <span className="sf-label" id={`${id}-label`}>
        {label}
      </span>
      <button
        ref={buttonRef}
        type="button"
        className="text-control sf-control sf-select__button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-labelledby={`${id}-label ${id}-value`}
        onClick={() => setOpen(!open)}
        onKeyDown={onButtonKey}
      >
        <span className="sf-select__value" id={`${id}-value`}>
          {summary}
        </span>
      </button>
      <fieldset
        ref={panelRef}
        id={`${id}-panel`}
        className={`sf-select__panel${alignEnd ? ' sf-select__panel--end' : ''}`}
        hidden={!open}
      >
        <legend className="visually-hidden">{label}</legend>
        {choices.map((choice) => (
          <label className="sf-check" key={choice.value}>
            <input
              type="checkbox"
              value={choice.value}
              checked={selected.includes(choice.value)}
              onChange={() => toggle(choice.value)}
              onKeyDown={onBoxKey}
            />
            {optionLabel(choice)}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
