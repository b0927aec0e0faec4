import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** Rows this many or fewer fit a chart a phone shows whole; the labels sit beside the bars. */
const rowHeight = 30;

/**
 * Horizontal bars of a few figures, in the practice's accent colour; the table beside it holds the same
 * figures for screen readers, so the chart takes no focus (no accessibility layer). Loaded lazily (React.lazy): recharts is no part of any page's first download.
 */
export default function FigureChart({ data }: { data: { key: string; label: string; value: number }[] }) {
  return (
    <ResponsiveContainer width="100%" height={Math.max(120, data.length * rowHeight + 40)}>
      <BarChart data={data} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 8 }} accessibilityLayer={false}>
        <CartesianGrid horizontal={false} stroke="var(--color-border)" />
        <XAxis type="number" allowDecimals={false} tick={{ fill: 'var(--color-text-muted)', fontSize: 12 }} />
        <YAxis type="category" dataKey="label" width={140} tick={{ fill: 'var(--color-text)', fontSize: 12 }} />
        <Tooltip cursor={{ fill: 'var(--color-surface, rgba(0,0,0,0.04))' }} />
        <Bar dataKey="value" name="Count" fill="var(--color-accent)" radius={[0, 4, 4, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
