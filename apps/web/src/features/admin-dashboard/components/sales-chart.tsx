import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatRupees } from '@store/shared/money';
import { compactRupees, type ChartPoint } from '../utils/chart-data';

/**
 * Sales per day for the last 30 days as bars. The chart fills its card's width (390 px phones included): short
 * ₹ labels on a narrow axis, and the day labels thin themselves out so they never overlap.
 */
export function SalesChart({ points }: { points: ChartPoint[] }) {
  const total = points.reduce((sum, point) => sum + point.sales, 0);
  return (
    <figure>
      <div className="h-56 w-full md:h-72" data-testid="sales-chart">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={points} margin={{ top: 8, right: 4, bottom: 0, left: 0 }}>
            <CartesianGrid vertical={false} stroke="#e5e7eb" />
            <XAxis
              dataKey="label"
              tick={{ fontSize: 11 }}
              tickLine={false}
              interval="preserveStartEnd"
              minTickGap={16}
            />
            <YAxis
              width={52}
              tick={{ fontSize: 11 }}
              tickLine={false}
              axisLine={false}
              tickFormatter={(value: number) => compactRupees(value)}
            />
            <Tooltip
              cursor={{ fill: 'rgba(0,0,0,0.04)' }}
              formatter={(value) => [formatRupees(Number(value)), 'Sales']}
              labelFormatter={(label, payload) => {
                const point = payload?.[0]?.payload as ChartPoint | undefined;
                return point ? `${label} · ${point.orders} ${point.orders === 1 ? 'order' : 'orders'}` : String(label);
              }}
            />
            <Bar dataKey="sales" fill="var(--color-brand, #d81b4f)" radius={[3, 3, 0, 0]} maxBarSize={28} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="sr-only">
        Sales per day for the last {points.length} days, {formatRupees(total)} in all.
      </figcaption>
    </figure>
  );
}
