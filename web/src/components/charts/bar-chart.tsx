import { useLayoutEffect, useRef, useState, type PointerEvent } from 'react';
import { barPath, fitLabel, layoutBars, type BarDatum, type BarOrientation } from '@/components/charts/bar-layout';
import { cn } from '@/lib/utils';

/**
 * A bar chart drawn as SVG: grid, value ticks, category labels, a legend
 * when there are several series, and a tooltip with the figures of the
 * category under the pointer. It is a picture for sighted users: the SVG is
 * aria-hidden, so the caller gives the figures as text (an accessible name
 * or a table) beside it. It fills its box (give it a height) and redraws
 * when the box is resized.
 */

export interface BarSeries {
  name: string;
  fill: string;
}

export interface BarChartProps {
  data: BarDatum[];
  series: BarSeries[];
  orientation: BarOrientation;
  /** Fixed value domain, e.g. [0, 100] for scores. */
  domain?: [number, number];
  /** How figures read on the value axis and in the tooltip. */
  format?: (n: number) => string;
  /** Only whole-number ticks on the value axis, for counts. */
  integerTicks?: boolean;
  /** A colour per bar instead of its series' colour, e.g. by tier. */
  barFill?: (row: number, series: number) => string;
  /** Bars drawn faded, e.g. all but the highlighted one. */
  barOpacity?: (row: number) => number;
  /** Width of the category labels (horizontal) or room for the value ticks (vertical). */
  axisWidth?: number;
  radius?: number;
  className?: string;
}

const FONT = 12;
/** Average advance of a character at FONT px, to fit labels without measuring text. */
const CHAR_WIDTH = FONT * 0.56;
const TICK_COLOR = '#64748b';
const GRID_COLOR = '#e2e8f0';

function useBoxSize() {
  const ref = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const read = () => {
      const r = el.getBoundingClientRect();
      const width = Math.floor(r.width);
      const height = Math.floor(r.height);
      setSize((s) => (s && s.width === width && s.height === height ? s : { width, height }));
    };
    read();
    const observer = new ResizeObserver(read);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, size };
}

interface Hover {
  row: number;
  x: number;
  y: number;
}

export function BarChart({
  data,
  series,
  orientation,
  domain,
  format = (n) => String(Math.round(n)),
  integerTicks,
  barFill,
  barOpacity,
  axisWidth = orientation === 'horizontal' ? 110 : 48,
  radius = 3,
  className,
}: BarChartProps) {
  const { ref, size } = useBoxSize();
  const [hover, setHover] = useState<Hover | null>(null);
  const horizontal = orientation === 'horizontal';
  const layout =
    size && size.width > 0 && size.height > 0
      ? layoutBars({
          width: size.width,
          height: size.height,
          orientation,
          data,
          seriesCount: series.length,
          domain,
          integerTicks,
          categoryAxisSize: horizontal ? axisWidth : 22,
          valueAxisSize: horizontal ? 22 : axisWidth,
        })
      : null;

  const track = (row: number) => (e: PointerEvent<SVGRectElement>) => {
    const box = ref.current?.getBoundingClientRect();
    if (!box) return;
    setHover({ row, x: e.clientX - box.left, y: e.clientY - box.top });
  };

  const hovered = hover && data[hover.row] ? data[hover.row] : null;
  // The tooltip sits beside the pointer, on whichever side keeps it inside the chart.
  const tip = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = tip.current;
    if (!el || !hover || !size) return;
    const w = el.offsetWidth;
    const h = el.offsetHeight;
    const left = hover.x + 12 + w <= size.width ? hover.x + 12 : Math.max(0, hover.x - 12 - w);
    const top = hover.y + 12 + h <= size.height ? hover.y + 12 : Math.max(0, hover.y - 12 - h);
    el.style.left = `${left}px`;
    el.style.top = `${top}px`;
  }, [hover, size]);
  return (
    <div className={cn('flex min-w-0 flex-col', className)} data-testid="bar-chart">
      <div ref={ref} className="relative min-h-0 flex-1">
        {layout && size && (
          <svg
            width={size.width}
            height={size.height}
            aria-hidden="true"
            className="block overflow-visible"
            onPointerLeave={() => setHover(null)}
          >
            {hover && layout.bands[hover.row] && (
              <rect {...boxOf(layout.bands[hover.row])} fill="#f1f5f9" />
            )}
            {layout.ticks.map((t) =>
              horizontal ? (
                <line key={t.value} x1={t.position} x2={t.position} y1={layout.plot.y} y2={layout.plot.y + layout.plot.height} stroke={GRID_COLOR} strokeDasharray="3 3" />
              ) : (
                <line key={t.value} x1={layout.plot.x} x2={layout.plot.x + layout.plot.width} y1={t.position} y2={t.position} stroke={GRID_COLOR} strokeDasharray="3 3" />
              ),
            )}
            <g fontSize={FONT} fill={TICK_COLOR}>
              {layout.ticks.map((t) =>
                horizontal ? (
                  <text key={t.value} x={t.position} y={layout.plot.y + layout.plot.height + 16} textAnchor="middle">
                    {format(t.value)}
                  </text>
                ) : (
                  <text key={t.value} x={layout.plot.x - 6} y={t.position} dy="0.32em" textAnchor="end">
                    {format(t.value)}
                  </text>
                ),
              )}
              {layout.bands.map((b) => {
                const label = data[b.row]?.label ?? '';
                if (horizontal) {
                  const lines = fitLabel(label, (axisWidth - 8) / CHAR_WIDTH, 2);
                  return (
                    <text key={b.row} x={b.labelX} y={b.labelY} textAnchor="end" fill="#334155">
                      {lines.map((line, i) => (
                        <tspan key={i} x={b.labelX} dy={i === 0 ? `${0.32 - (lines.length - 1) * 0.55}em` : '1.1em'}>
                          {line}
                        </tspan>
                      ))}
                    </text>
                  );
                }
                return (
                  <text key={b.row} x={b.labelX} y={b.labelY} dy="0.8em" textAnchor="middle" fill="#334155">
                    {fitLabel(label, b.width / CHAR_WIDTH)[0]}
                  </text>
                );
              })}
            </g>
            <line
              {...(horizontal
                ? { x1: layout.plot.x, x2: layout.plot.x, y1: layout.plot.y, y2: layout.plot.y + layout.plot.height }
                : { x1: layout.plot.x, x2: layout.plot.x + layout.plot.width, y1: layout.plot.y + layout.plot.height, y2: layout.plot.y + layout.plot.height })}
              stroke="#cbd5e1"
            />
            {layout.bars.map((b) => (
              <path
                key={`${b.row}-${b.series}`}
                d={barPath(b, orientation, radius)}
                fill={barFill?.(b.row, b.series) ?? series[b.series]?.fill}
                fillOpacity={barOpacity?.(b.row) ?? 1}
                data-testid="chart-bar"
                data-value={b.value}
              />
            ))}
            {layout.bands.map((b) => (
              <rect key={b.row} {...boxOf(b)} fill="transparent" onPointerEnter={track(b.row)} onPointerMove={track(b.row)} />
            ))}
          </svg>
        )}
        {hover && hovered && (
          <div
            aria-hidden="true"
            data-testid="chart-tooltip"
            className="pointer-events-none absolute z-10 whitespace-nowrap rounded-md border border-border bg-white px-3 py-2 text-xs shadow-md"
            ref={tip}
          >
            <p className="font-semibold text-slate-900">{hovered.label}</p>
            <ul className="mt-1 space-y-0.5">
              {series.map((s, i) => (
                <li key={s.name} className="flex items-center gap-2 text-slate-700">
                  <span className="size-2.5 shrink-0 rounded-sm" style={{ background: barFill?.(hover.row, i) ?? s.fill }} />
                  {s.name}: <span className="font-medium tabular-nums">{format(hovered.values[i] ?? 0)}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      {series.length > 1 && (
        <ul aria-hidden="true" className="mt-2 flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs text-slate-700">
          {series.map((s) => (
            <li key={s.name} className="flex items-center gap-1.5">
              <span className="size-2.5 rounded-sm" style={{ background: s.fill }} />
              {s.name}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function boxOf(b: { x: number; y: number; width: number; height: number }) {
  return { x: b.x, y: b.y, width: b.width, height: b.height };
}
