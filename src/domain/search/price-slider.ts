// The price slider, its number inputs and the room counters: ranges, snapping, handles, typed input.

import type { Locale } from '../../i18n/locales';
import type { Goal } from '../listing/status';
import { formatPrice } from '../values/money';

/** The bounds and step of the price slider for one goal. */
export interface PriceRange {
  readonly min: number;
  readonly max: number;
  readonly step: number;
}

/** The two handles' values, low first. */
export type PriceSelection = readonly [min: number, max: number];

const ranges: Readonly<Record<Goal, PriceRange>> = {
  0: { min: 0, max: 3_000_000, step: 1_000 },
  1: { min: 0, max: 2_000, step: 100 },
};

/** The slider range: sale 0-3,000,000 by 1,000; rent 0-2,000 by 100 (per month). */
export function priceRange(goal: Goal): PriceRange {
  return ranges[goal];
}

/** Keeps a value inside the goal's range; a non-number gives the range minimum. */
export function clampPrice(value: number, goal: Goal): number {
  const { min, max } = priceRange(goal);
  if (Number.isNaN(value)) return min;
  return Math.min(max, Math.max(min, value));
}

/** Rounds a value to the nearest step, inside the range. */
export function snapPrice(value: number, goal: Goal): number {
  const { min, step } = priceRange(goal);
  const clamped = clampPrice(value, goal);
  return clampPrice(min + Math.round((clamped - min) / step) * step, goal);
}

/** The handle's label: "€ 250.000", with "+" at the upper bound ("€ 3.000.000+") since it means no limit. */
export function formatSliderValue(value: number, goal: Goal, locale: Locale): string {
  const { max } = priceRange(goal);
  return value >= max ? `${formatPrice(max, locale)}+` : formatPrice(value, locale);
}

/** The full range of a goal: what the slider resets to when the goal changes. */
export function resetForGoal(goal: Goal): PriceSelection {
  const { min, max } = priceRange(goal);
  return [min, max];
}

/** Moves the low handle; it stops at the high handle instead of passing it. */
export function setMinHandle(selection: PriceSelection, value: number, goal: Goal): PriceSelection {
  return [Math.min(snapPrice(value, goal), selection[1]), selection[1]];
}

/** Moves the high handle; it stops at the low handle instead of passing it. */
export function setMaxHandle(selection: PriceSelection, value: number, goal: Goal): PriceSelection {
  return [selection[0], Math.max(snapPrice(value, goal), selection[0])];
}

/** Keeps only the digits of what was typed or pasted ("€ 250.000" -> "250000"). */
export function sanitizeDigits(text: string): string {
  return text.replace(/\D/g, '');
}

const editingKeys = new Set([
  'Backspace',
  'Delete',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Tab',
  'Home',
  'End',
  'Enter',
]);

/**
 * Whether a key may reach a price input: digits and editing keys (Backspace, Delete, arrows, Tab, Home,
 * End, and Enter which applies the value). Shortcuts with Ctrl or Cmd (copy, paste, select all) pass too.
 */
export function isAllowedPriceKey(
  key: string,
  modifiers: { ctrlKey?: boolean; metaKey?: boolean } = {},
): boolean {
  if (modifiers.ctrlKey === true || modifiers.metaKey === true) return true;
  return /^\d$/.test(key) || editingKeys.has(key);
}

function readInput(text: string, goal: Goal): number | undefined {
  const digits = sanitizeDigits(text);
  return digits === '' ? undefined : snapPrice(Number(digits), goal);
}

/**
 * Applies the min input (on Enter or blur): empty means the range minimum; the value is snapped and
 * clamped to the range. Section 5 of the specification: a min at or above the current max resets to the
 * slider minimum (it does not clamp to the max), so the range never collapses onto one price.
 */
export function applyMinInput(text: string, current: PriceSelection, goal: Goal): PriceSelection {
  const { min } = priceRange(goal);
  const value = readInput(text, goal) ?? min;
  return [value >= current[1] ? min : value, current[1]];
}

/**
 * Applies the max input (on Enter or blur): empty means the range maximum (no limit); snapped and
 * clamped. Section 5 of the specification: a max at or below the current min resets to the slider
 * maximum (no limit) instead of clamping to the min.
 */
export function applyMaxInput(text: string, current: PriceSelection, goal: Goal): PriceSelection {
  const { max } = priceRange(goal);
  const value = readInput(text, goal) ?? max;
  return [current[0], value <= current[0] ? max : value];
}

/** Steps a room counter (bedrooms, bathrooms...): whole numbers, never below 0 (0 means any). */
export function stepCounter(value: number, delta: number): number {
  const next = Math.trunc((Number.isFinite(value) ? value : 0) + delta);
  return Math.max(0, next);
}
