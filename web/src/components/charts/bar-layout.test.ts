import { describe, expect, it } from 'vitest';
import { barPath, fitLabel, layoutBars } from '@/components/charts/bar-layout';

describe('layoutBars', () => {
  const scores = [
    { label: 'Python', values: [50, 100] },
    { label: 'SQL', values: [25, 0] },
  ];

  it('draws horizontal bars from the axis in proportion to a fixed domain, series side by side', () => {
    const l = layoutBars({ width: 416, height: 230, orientation: 'horizontal', data: scores, seriesCount: 2, domain: [0, 100], categoryAxisSize: 100, valueAxisSize: 22 });
    expect(l.plot).toEqual({ x: 100, y: 8, width: 300, height: 200 });
    expect(l.bars).toHaveLength(4);
    const [pyCur, pyPred, sqlCur, sqlPred] = l.bars;
    expect(pyCur.x).toBe(100);
    expect(pyCur.width).toBeCloseTo(150);
    expect(pyPred.width).toBeCloseTo(300);
    expect(sqlCur.width).toBeCloseTo(75);
    expect(sqlPred.width).toBe(0);
    // The second series sits below the first within the same category.
    expect(pyPred.y).toBeGreaterThan(pyCur.y + pyCur.height - 0.001);
    expect(sqlCur.y).toBeGreaterThan(pyPred.y + pyPred.height);
    expect(l.ticks.map((t) => t.value)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(l.ticks[5].position).toBeCloseTo(400);
    // Each category's slot spans the plot and the two slots tile it.
    expect(l.bands[0].width).toBe(300);
    expect(l.bands[0].y + l.bands[0].height).toBeCloseTo(l.bands[1].y);
    expect(l.bands[0].labelX).toBe(94);
  });

  it('rounds an open domain up to a nice figure and grows columns upwards', () => {
    const l = layoutBars({
      width: 260,
      height: 180,
      orientation: 'vertical',
      data: [
        { label: 'Current', values: [62_000] },
        { label: 'Potential', values: [87_500] },
      ],
      seriesCount: 1,
      categoryAxisSize: 22,
      valueAxisSize: 48,
    });
    expect(l.ticks.map((t) => t.value)).toEqual([0, 20_000, 40_000, 60_000, 80_000, 100_000]);
    const base = l.plot.y + l.plot.height;
    expect(l.ticks[0].position).toBe(base);
    const [current, potential] = l.bars;
    expect(current.y + current.height).toBeCloseTo(base);
    expect(potential.height).toBeCloseTo(l.plot.height * 0.875);
    expect(current.x).toBeLessThan(potential.x);
  });

  it('keeps only whole ticks for counts, and a scale when every count is zero', () => {
    const counts = (values: number[]) =>
      layoutBars({
        width: 300,
        height: 150,
        orientation: 'vertical',
        data: values.map((v, i) => ({ label: `M${i}`, values: [v] })),
        seriesCount: 1,
        categoryAxisSize: 22,
        valueAxisSize: 48,
        integerTicks: true,
      });
    expect(counts([1, 2, 0]).ticks.map((t) => t.value)).toEqual([0, 1, 2]);
    const zeros = counts([0, 0]);
    expect(zeros.ticks.map((t) => t.value)).toEqual([0, 1]);
    expect(zeros.bars.every((b) => b.height === 0)).toBe(true);
  });

  it('clamps values outside a fixed domain', () => {
    const l = layoutBars({ width: 416, height: 100, orientation: 'horizontal', data: [{ label: 'A', values: [130, -5] }], seriesCount: 2, domain: [0, 100], categoryAxisSize: 100, valueAxisSize: 22 });
    expect(l.bars[0].width).toBeCloseTo(300);
    expect(l.bars[1].width).toBe(0);
  });
});

describe('fitLabel', () => {
  it('keeps a short label whole', () => {
    expect(fitLabel('Python', 16, 2)).toEqual(['Python']);
  });
  it('wraps at a word and ends what still does not fit with an ellipsis', () => {
    expect(fitLabel('Amazon Web Services', 12, 2)).toEqual(['Amazon Web', 'Services']);
    expect(fitLabel('Microsoft Dynamics Customer Relationship', 12, 2)).toEqual(['Microsoft', 'Dynamics Cu…']);
    expect(fitLabel('Transportation and Warehousing', 12)).toEqual(['Transportat…']);
  });
});

describe('barPath', () => {
  it('rounds only the far end, and draws nothing for an empty bar', () => {
    expect(barPath({ x: 0, y: 0, width: 50, height: 10 }, 'horizontal', 3)).toBe('M0,0H47A3,3 0 0 1 50,3V7A3,3 0 0 1 47,10H0Z');
    expect(barPath({ x: 0, y: 0, width: 0, height: 10 }, 'horizontal', 3)).toBe('');
    expect(barPath({ x: 10, y: 20, width: 30, height: 40 }, 'vertical', 6)).toBe('M10,60V26A6,6 0 0 1 16,20H34A6,6 0 0 1 40,26V60Z');
  });
});
