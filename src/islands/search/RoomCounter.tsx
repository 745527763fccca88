// A room counter: a minimum count with − and + buttons; 0 reads "any" and is the floor.
import { stepCounter } from '../../domain/search/price-slider';
import { fillTemplate } from '../../i18n/fill-template';

interface Props {
  readonly label: string;
  readonly value: number;
  readonly onChange: (value: number) => void;
  readonly anyText: string;
  /** "Increase {{label}}" and "Decrease {{label}}": the buttons' accessible names. */
  readonly increaseText: string;
  readonly decreaseText: string;
}

export function RoomCounter({ label, value, onChange, anyText, increaseText, decreaseText }: Props) {
  return (
    <fieldset className="sf-counter">
      <legend className="sf-label">{label}</legend>
      <div className="sf-counter__row">
        {/* aria-disabled rather than disabled: the button keeps focus, and stepCounter keeps the floor. */}
        <button
          type="button"
          className="sf-counter__step"
          aria-label={fillTemplate(decreaseText, { label })}
          aria-disabled={value === 0}
          onClick={() => onChange(stepCounter(value, -1))}
        >
          <span aria-hidden="true">−</span>
        </button>
        <output className="sf-counter__value" aria-live="polite">
          {value === 0 ? anyText : `${value}+`}
        </output>
        <button
          type="button"
          className="sf-counter__step"
          aria-label={fillTemplate(increaseText, { label })}
          onClick={() => onChange(stepCounter(value, 1))}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </fieldset>
  );
}
