import { nice, ticks } from 'd3-array';
import { scaleBand } from 'd3-scale';

/**
 * Geometry of a bar chart, apart from React so that it can be tested alone:
 * where each bar, grid line, tick and category label goes for a chart of a
 * given size. d3-scale places the bands and d3-array picks "nice" ticks.
 */

/** 'horizontal': bars grow rightwards from categories on the left; 'vertical': columns over categories below. */
export type BarOrientation = 'horizontal' | 'vertical';

/** One category: its label and one value per series, in series order. */
export interface BarDatum {
  label: string;
  values: number[];
}

export interface BarLayoutOptions {
  width: number;
  height: number;
  orientation: BarOrientation;
  data: BarDatum[];
  seriesCount: number;
  /** Fixed value domain (e.g. [0, 100] for scores); otherwise 0 to the largest value, rounded up. */
  domain?: [number, number];
  /** Room for the category labels: their width when horizontal, their height when vertical. */
  categoryAxisSize: number;
  /** Room for the value ticks: their height when horizontal, their width when vertical. */
  valueAxisSize: number;
  /** Roughly how many value ticks to draw. */
  tickCount?: number;
  /** Only whole-number ticks, for counts. */
  integerTicks?: boolean;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface BarRect extends Box {
  row: number;
  series: number;
  value: number;
}

export interface Band extends Box {
  row: number;
  /** Where the category label is anchored. */
  labelX: number;
  labelY: number;
}

export interface Tick {
  value: number;
  /** x of the tick when horizontal, y when vertical. */
  position: number;
}

export interface BarLayout {
  plot: Box;
  bars: BarRect[];
  /** The full slot of each category across the plot (hover area, highlight). */
  bands: Band[];
  ticks: Tick[];
}

const MARGIN = { top: 8, right: 16 };

export function layoutBars(o: BarLayoutOptions): BarLayout {
  const horizontal = o.orientation === 'horizontal';
  const plot: Box = horizontal
    ? { x: o.categoryAxisSize, y: MARGIN.top, width: o.width - o.categoryAxisSize - MARGIN.right, height: o.height - MARGIN.top - o.valueAxisSize }
    : { x: o.valueAxisSize, y: MARGIN.top, width: o.width - o.valueAxisSize - MARGIN.right, height: o.height - MARGIN.top - o.categoryAxisSize };
  plot.width = Math.max(0, plot.width);
  plot.height = Math.max(0, plot.height);

  const max = Math.max(0, ...o.data.flatMap((d) => d.values));
  const count = o.tickCount ?? 5;
  const [lo, hi] = o.domain ?? nice(0, max > 0 ? max : 1, count);
  const [r0, r1] = horizontal ? [plot.x, plot.x + plot.width] : [plot.y + plot.height, plot.y];
  const value = (v: number) => r0 + ((v - lo) / (hi - lo || 1)) * (r1 - r0);
  const clamp = (v: number) => value(Math.min(hi, Math.max(lo, v)));

  const rows = o.data.map((_, i) => i);
  const band = scaleBand<number>()
    .domain(rows)
    .range(horizontal ? [plot.y, plot.y + plot.height] : [plot.x, plot.x + plot.width])
    .paddingInner(0.2)
    .paddingOuter(0.1);
  const inner = scaleBand<number>()
    .domain(Array.from({ length: o.seriesCount }, (_, i) => i))
    .range([0, band.bandwidth()])
    .paddingInner(o.seriesCount > 1 ? 0.08 : 0);
  const step = band.step();
  const base = clamp(0);

  const bars: BarRect[] = [];
  const bands: Band[] = [];
  o.data.forEach((d, row) => {
    const start = band(row) ?? 0;
    const slot = start - (step - band.bandwidth()) / 2;
    bands.push(
      horizontal
        ? { row, x: plot.x, y: slot, width: plot.width, height: step, labelX: plot.x - 6, labelY: start + band.bandwidth() / 2 }
        : { row, x: slot, y: plot.y, width: step, height: plot.height, labelX: start + band.bandwidth() / 2, labelY: plot.y + plot.height + 6 },
    );
    d.values.slice(0, o.seriesCount).forEach((v, series) => {
      const across = start + (inner(series) ?? 0);
      const end = clamp(v);
      bars.push(
        horizontal
          ? { row, series, value: v, x: base, y: across, width: Math.max(0, end - base), height: inner.bandwidth() }
          : { row, series, value: v, x: across, y: end, width: inner.bandwidth(), height: Math.max(0, base - end) },
      );
    });
  });

  const valueTicks = ticks(lo, hi, count)
    .filter((t) => !o.integerTicks || Number.isInteger(t))
    .map((t) => ({ value: t, position: value(t) }));
  return { plot, bars, bands, ticks: valueTicks };
}

/**
 * A category label fitted to maxChars per line, over at most `lines` lines:
 * words wrap, and what still does not fit ends with an ellipsis (the full
 * label is in the tooltip and the chart's text alternative).
 */
export function fitLabel(label: string, maxChars: number, lines = 1): string[] {
  const width = Math.max(2, Math.floor(maxChars));
  const out: string[] = [];
  let rest = label.trim();
  while (rest && out.length < lines) {
    const last = out.length === lines - 1;
    if (rest.length <= width) {
      out.push(rest);
      rest = '';
      break;
    }
    const cut = last ? -1 : rest.lastIndexOf(' ', width);
    if (cut > 0) {
      out.push(rest.slice(0, cut));
      rest = rest.slice(cut + 1).trimStart();
    } else {
      out.push(`${rest.slice(0, width - 1).trimEnd()}…`);
      rest = '';
    }
  }
  return out;
}

/** An SVG path for a bar whose far end (away from the axis) has rounded corners. */
export function barPath(b: Box, orientation: BarOrientation, radius: number): string {
  const { x, y, width: w, height: h } = b;
  if (w <= 0 || h <= 0) return '';
  if (orientation === 'horizontal') {
    const r = Math.min(radius, w, h / 2);
    return `M${x},${y}H${x + w - r}A${r},${r} 0 0 1 ${x + w},${y + r}V${y + h - r}A${r},${r} 0 0 1 ${x + w - r},${y + h}H${x}Z`;
  }
  const r = Math.min(radius, h, w / 2);
  return `M${x},${y + h}V${y + r}A${r},${r} 0 0 1 ${x + r},${y}H${x + w - r}A${r},${r} 0 0 1 ${x + w},${y + r}V${y + h}Z`;
}
