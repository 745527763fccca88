// The arithmetic of the owner portal's bar chart: a vertical scale with round ticks, bar boxes and
// which days get a label, in the pixels of the drawing. No DOM: the island draws what this returns.

/** A vertical scale: its top value and the round values marked on it, from 0 up. */
export interface Scale {
  readonly top: number;
  readonly ticks: readonly number[];
}

/**
 * A scale for whole counts up to `max`: a step of 1, 2 or 5 times a power of ten giving at most
 * `maxTicks` steps, and a top that is a whole number of steps (at least one step, so an all-zero
 * series still has an axis).
 */
export function niceScale(max: number, maxTicks = 4): Scale {
  const highest = Number.isFinite(max) && max > 0 ? max : 0;
  const raw = highest / Math.max(1, maxTicks);
  const power = 10 ** Math.floor(Math.log10(Math.max(raw, 1)));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= raw) ?? power;
  const top = Math.max(step, Math.ceil(highest / step) * step);
  const ticks: number[] = [];
  for (let value = 0; value <= top; value += step) ticks.push(value);
  return { top, ticks };
}

/** The room around the plot for the axis labels, in pixels. */
export interface Margins {
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  readonly left: number;
}

/** A bar's box in the drawing, with the count it stands for. */
export interface Bar {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly value: number;
}

/** Everything the chart draws: the plot's box, the bars, the ticks' heights. */
export interface ChartLayout {
  readonly plot: { readonly x: number; readonly y: number; readonly width: number; readonly height: number };
  readonly bars: readonly Bar[];
  readonly ticks: readonly { readonly value: number; readonly y: number }[];
}

/**
 * Lays `values` out as bars in a `width` x `height` drawing: equal bands with `gap` (a share of the
 * band, 0 to 1) between bars, heights against a round scale.
 */
export function chartLayout(
  values: readonly number[],
  size: { readonly width: number; readonly height: number },
  margins: Margins,
  gap = 0.3,
): ChartLayout {
  const plot = {
    x: margins.left,
    y: margins.top,
    width: Math.max(0, size.width - margins.left - margins.right),
    height: Math.max(0, size.height - margins.top - margins.bottom),
  };
  const scale = niceScale(Math.max(0, ...values));
  const band = values.length === 0 ? 0 : plot.width / values.length;
  const barWidth = band * (1 - Math.min(Math.max(gap, 0), 1));
  const heightOf = (value: number) => (Math.max(0, value) / scale.top) * plot.height;
  return {
    plot,
    bars: values.map((value, index) => ({
      x: plot.x + index * band + (band - barWidth) / 2,
      y: plot.y + plot.height - heightOf(value),
      width: barWidth,
      height: heightOf(value),
      value,
    })),
    ticks: scale.ticks.map((value) => ({ value, y: plot.y + plot.height - heightOf(value) })),
  };
}

/**
 * Which of `count` days get a label under the axis: the last one (today) and every `every`th day
 * before it, oldest first, so the labels never crowd and today is always named.
 */
export function labelledDays(count: number, every: number): number[] {
  const indices: number[] = [];
  const step = Math.max(1, Math.floor(every));
  for (let index = count - 1; index >= 0; index -= step) indices.unshift(index);
  return indices;
}
