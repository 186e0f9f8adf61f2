import { BarChart } from '@/components/charts/bar-chart';
import { formatThousands } from '@/features/career/lib/career';

/**
 * Charts where people compare figures. Each chart is decorative for screen
 * readers (aria-hidden) and carries the same figures in a table.
 */
interface Row {
  label: string;
  value: number;
}

function FigureTable({ caption, head, rows, format }: { caption: string; head: [string, string]; rows: Row[]; format: (n: number) => string }) {
  return (
    <div className="sr-only">
      <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{head[0]}</th>
          <th scope="col">{head[1]}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.label}>
            <th scope="row">{r.label}</th>
            <td>{format(r.value)}</td>
          </tr>
        ))}
      </tbody>
      </table>
    </div>
  );
}

const colors = ['#3b82f6', '#1d4ed8', '#60a5fa', '#93c5fd'];

function BarFigure({
  caption,
  head,
  rows,
  format,
  height = 180,
  integerTicks = false,
  testId,
}: {
  caption: string;
  head: [string, string];
  rows: Row[];
  format: (n: number) => string;
  height?: number;
  integerTicks?: boolean;
  testId?: string;
}) {
  return (
    <figure className="min-w-0" data-testid={testId}>
      <div aria-hidden="true" style={{ height }} className="w-full">
        <BarChart
          data={rows.map((r) => ({ label: r.label, values: [r.value] }))}
          series={[{ name: head[1], fill: colors[0] }]}
          orientation="vertical"
          format={format}
          integerTicks={integerTicks}
          barFill={(row) => colors[row % colors.length]}
          radius={6}
          className="h-full"
        />
      </div>
      <FigureTable caption={caption} head={head} rows={rows} format={format} />
    </figure>
  );
}

export function SalaryChart({ current, potential }: { current: number | null; potential: number | null }) {
  const rows: Row[] = [];
  if (current !== null) rows.push({ label: 'Current', value: current });
  if (potential !== null) rows.push({ label: 'Potential', value: potential });
  if (rows.length === 0) return null;
  return (
    <BarFigure
      caption="Median annual wage, current role and target (BLS 2024)"
      head={['Role', 'Median wage']}
      rows={rows}
      format={formatThousands}
      testId="salary-chart"
    />
  );
}

export function SkillDemandChart({ trends }: { trends: { skill: string; postings: number }[] }) {
  if (trends.length === 0) return null;
  return (
    <BarFigure
      caption="Current Stride postings asking for each skill"
      head={['Skill', 'Postings']}
      rows={trends.map((t) => ({ label: t.skill, value: t.postings }))}
      format={(n) => String(Math.round(n))}
      height={150}
      integerTicks
      testId="skill-demand-chart"
    />
  );
}

export function MomentumChart({ months }: { months: { month: string; achieved: number }[] }) {
  return (
    <BarFigure
      caption="Milestones achieved per month, last six months"
      head={['Month', 'Milestones achieved']}
      rows={months.map((m) => ({ label: m.month, value: m.achieved }))}
      format={(n) => String(Math.round(n))}
      height={150}
      integerTicks
      testId="momentum-chart"
    />
  );
}
