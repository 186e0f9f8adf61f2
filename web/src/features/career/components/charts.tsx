import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
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
  testId,
}: {
  caption: string;
  head: [string, string];
  rows: Row[];
  format: (n: number) => string;
  height?: number;
  testId?: string;
}) {
  return (
    <figure className="min-w-0" data-testid={testId}>
      <div aria-hidden="true" style={{ height }} className="w-full">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart accessibilityLayer={false} data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
            <XAxis
              dataKey="label"
              tick={{ fontSize: 11 }}
              interval={0}
              tickLine={false}
              axisLine={false}
              tickFormatter={(label: string) => (label.length > 12 ? `${label.slice(0, 11)}…` : label)}
            />
            <YAxis allowDecimals={false} tickFormatter={format} tick={{ fontSize: 11 }} width={48} tickLine={false} axisLine={false} />
            <Tooltip formatter={(v) => format(Number(v))} cursor={{ fill: '#f1f5f9' }} />
            <Bar dataKey="value" radius={[6, 6, 0, 0]} isAnimationActive={false}>
              {rows.map((r, i) => (
                <Cell key={r.label} fill={colors[i % colors.length]} />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
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
      testId="momentum-chart"
    />
  );
}
