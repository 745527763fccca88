// The price range: two handles on one track and two number fields. The fields take digits, Backspace and
// Delete only, and apply on Enter or when they lose focus (src/domain/search/price-slider.ts has the rules).
import { type CSSProperties, type KeyboardEvent, useEffect, useId, useState } from 'react';
import type { Goal } from '../../domain/listing/status';
import {
  applyMaxInput,
  applyMinInput,
  formatSliderValue,
  isAllowedPriceKey,
  type PriceRange,
  type PriceSelection,
  priceRange,
  sanitizeDigits,
  setMaxHandle,
  setMinHandle,
} from '../../domain/search/price-slider';
import type { Locale } from '../../i18n/locales';

interface Props {
  readonly goal: Goal;
  /** The page's language, whose way of writing prices the labels follow. */
  readonly locale: Locale;
  readonly value: PriceSelection;
  readonly onChange: (value: PriceSelection) => void;
  readonly label: string;
  readonly minLabel: string;
  readonly maxLabel: string;
}

export function PriceSlider({ goal, locale, value, onChange, label, minLabel, maxLabel }: Props) {
  const id = useId();
  const range = priceRange(goal);
  const [low, high] = value;
  const applyLow = (typed: string) => {
    const next = applyMinInput(typed, value, goal);
    onChange(next);
    return next[0];
  };
  const applyHigh = (typed: string) => {
    const next = applyMaxInput(typed, value, goal);
    onChange(next);
    return next[1];
  };
  const percent = (amount: number) => ((amount - range.min) / (range.max - range.min)) * 100;

  return (
    <fieldset className="sf-price">
      <legend className="sf-label">{label}</legend>
      <p className="sf-price__shown" id={`${id}-shown`}>
        {formatSliderValue(low, goal, locale)} – {formatSliderValue(high, goal, locale)}
      </p>
      <div className="sf-price__track">
        <div
          className="sf-price__fill"
          style={{ left: `${percent(low)}%`, right: `${100 - percent(high)}%` }}
          aria-hidden="true"
        />
        <PriceHandle
          range={range}
          amount={low}
          label={minLabel}
          valueText={formatSliderValue(low, goal, locale)}
          // Both handles at the top: the low one must be on top, or it could not be dragged back.
          style={{ zIndex: low >= range.max - range.step ? 3 : 2 }}
          onMove={(amount) => onChange(setMinHandle(value, amount, goal))}
        />
        <PriceHandle
          range={range}
          amount={high}
          label={maxLabel}
          valueText={formatSliderValue(high, goal, locale)}
          onMove={(amount) => onChange(setMaxHandle(value, amount, goal))}
        />
      </div>
      <div className="sf-price__inputs">
        <PriceField label={minLabel} amount={low} apply={applyLow} />
        <PriceField label={maxLabel} amount={high} apply={applyHigh} />
      </div>
    </fieldset>
  );
}

interface PriceHandleProps {
  readonly range: PriceRange;
  readonly amount: number;
  readonly label: string;
  readonly valueText: string;
  readonly style?: CSSProperties;
  readonly onMove: (amount: number) => void;
}

/** One of the two handles on the track. */
function PriceHandle({ range, amount, label, valueText, style, onMove }: PriceHandleProps) {
  return (
    <input
      type="range"
      className="sf-price__handle"
      style={style}
      min={range.min}
      max={range.max}
      step={range.step}
      value={amount}
      aria-label={label}
      aria-valuetext={valueText}
      onChange={(event) => onMove(Number(event.target.value))}
    />
  );
}

interface PriceFieldProps {
  readonly label: string;
  /** The bound the field shows while the visitor is not typing. */
  readonly amount: number;
  /** Applies what was typed and answers the bound it became. */
  readonly apply: (typed: string) => number;
}

/** One of the two number fields: digits only, applied on Enter or when the field loses focus. */
function PriceField({ label, amount, apply }: PriceFieldProps) {
  const [text, setText] = useState(String(amount));
  useEffect(() => setText(String(amount)), [amount]);
  const commit = () => setText(String(apply(text)));
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!isAllowedPriceKey(event.key, { ctrlKey: event.ctrlKey, metaKey: event.metaKey })) {
      event.preventDefault();
    } else if (event.key === 'Enter') {
      // Enter applies the typed value; it does not submit the search yet.
      event.preventDefault();
      commit();
    }
  };
  return (
    <label className="sf-price__input">
      <span>{label}</span>
      <input
        className="text-control sf-control"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={text}
        onKeyDown={onKeyDown}
        onChange={(event) => setText(sanitizeDigits(event.target.value))}
        onBlur={commit}
      />
    </label>
  );
}
