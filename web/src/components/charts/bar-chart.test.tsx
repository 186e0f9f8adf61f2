import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BarChart } from '@/components/charts/bar-chart';

// jsdom lays nothing out: give every box the size a phone-wide card has.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    x: 0, y: 0, left: 0, top: 0, right: 340, bottom: 300, width: 340, height: 300, toJSON: () => ({}),
  } as DOMRect);
});

const data = [
  { label: 'Python', values: [61.4, 78.2] },
  { label: 'Amazon Web Services', values: [40, 55] },
  { label: 'SQL', values: [70, 64] },
];
const series = [
  { name: 'Current demand', fill: '#94a3b8' },
  { name: 'Predicted demand', fill: '#2563eb' },
];

describe('BarChart', () => {
  it('draws a bar per figure with axes, labels and a legend, hidden from screen readers', () => {
    const { container } = render(<BarChart data={data} series={series} orientation="horizontal" domain={[0, 100]} />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    const bars = screen.getAllByTestId('chart-bar');
    expect(bars.map((b) => b.getAttribute('data-value'))).toEqual(['61.4', '78.2', '40', '55', '70', '64']);
    expect(bars[1]).toHaveAttribute('fill', '#2563eb');
    expect(bars.every((b) => (b.getAttribute('d') ?? '').startsWith('M'))).toBe(true);
    const text = svg?.textContent ?? '';
    for (const t of ['0', '20', '100', 'Python', 'SQL', 'Amazon Web', 'Services']) expect(text).toContain(t);
    expect(screen.getByText('Predicted demand')).toBeInTheDocument();
  });

  it('shows the figures of the category under the pointer, and hides them when it leaves', () => {
    const { container } = render(<BarChart data={data} series={series} orientation="horizontal" domain={[0, 100]} />);
    const hitAreas = container.querySelectorAll('rect[fill="transparent"]');
    expect(hitAreas).toHaveLength(3);
    fireEvent.pointerEnter(hitAreas[1], { clientX: 120, clientY: 150 });
    const tip = screen.getByTestId('chart-tooltip');
    expect(tip).toHaveTextContent('Amazon Web Services');
    expect(within(tip).getByText(/Current demand/)).toHaveTextContent('Current demand: 40');
    expect(within(tip).getByText(/Predicted demand/)).toHaveTextContent('Predicted demand: 55');
    fireEvent.pointerLeave(container.querySelector('svg') as SVGSVGElement);
    expect(screen.queryByTestId('chart-tooltip')).toBeNull();
  });

  it('keeps the tooltip inside the chart, beside the pointer', () => {
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(150);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(60);
    const { container } = render(<BarChart data={data} series={series} orientation="horizontal" domain={[0, 100]} />);
    const hitAreas = container.querySelectorAll('rect[fill="transparent"]');
    fireEvent.pointerEnter(hitAreas[0], { clientX: 40, clientY: 30 });
    expect(screen.getByTestId('chart-tooltip')).toHaveStyle({ left: '52px', top: '42px' });
    fireEvent.pointerMove(hitAreas[2], { clientX: 300, clientY: 280 });
    expect(screen.getByTestId('chart-tooltip')).toHaveStyle({ left: '138px', top: '208px' });
  });

  it('colours, fades and formats as asked, with no legend for one series', () => {
    render(
      <BarChart
        data={[
          { label: 'Current', values: [62_000] },
          { label: 'Potential', values: [87_500] },
        ]}
        series={[{ name: 'Median wage', fill: '#3b82f6' }]}
        orientation="vertical"
        format={(n) => `$${Math.round(n / 1000)}k`}
        barFill={(row) => (row === 0 ? '#3b82f6' : '#1d4ed8')}
        barOpacity={(row) => (row === 1 ? 1 : 0.45)}
      />,
    );
    const bars = screen.getAllByTestId('chart-bar');
    expect(bars.map((b) => b.getAttribute('fill'))).toEqual(['#3b82f6', '#1d4ed8']);
    expect(bars.map((b) => b.getAttribute('fill-opacity'))).toEqual(['0.45', '1']);
    expect(screen.getByText('$100k')).toBeInTheDocument();
    expect(screen.queryByText('Median wage')).toBeNull();
  });
});
