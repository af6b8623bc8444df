import { describe, expect, it } from 'vitest';
import { addDays, CHART_DAYS, compactRupees, dashboardLinks, salesChartData, storeToday } from './chart-data';

describe('salesChartData', () => {
  it('gives 30 days oldest first, ending today, with zero for the days the API left out', () => {
    const points = salesChartData(
      [
        { date: '2026-11-23', sales: 1500, orders: 2 },
        { date: '2026-11-20', sales: 999.5, orders: 1 },
        { date: '2026-10-25', sales: 10, orders: 1 },
      ],
      '2026-11-23',
    );
    expect(points).toHaveLength(CHART_DAYS);
    expect(points[0]).toMatchObject({ date: '2026-10-25', label: '25 Oct', sales: 10, orders: 1 });
    expect(points.at(-1)).toMatchObject({ date: '2026-11-23', label: '23 Nov', sales: 1500, orders: 2 });
    expect(points.find((point) => point.date === '2026-11-20')).toMatchObject({ sales: 999.5, orders: 1 });
    expect(points.find((point) => point.date === '2026-11-21')).toMatchObject({ sales: 0, orders: 0 });
    expect(points.filter((point) => point.sales === 0)).toHaveLength(27);
  });

  it('shows 30 zero days ending today when the store has no sales', () => {
    const points = salesChartData([], '2026-03-01');
    expect(points).toHaveLength(30);
    expect(points.every((point) => point.sales === 0 && point.orders === 0)).toBe(true);
    expect(points[0]!.date).toBe('2026-01-31');
    expect(points.at(-1)!.date).toBe('2026-03-01');
  });

  it('ends on the API’s last day when it is later than the browser’s today (a slow clock)', () => {
    const points = salesChartData([{ date: '2026-11-24', sales: 7, orders: 1 }], '2026-11-23');
    expect(points.at(-1)).toMatchObject({ date: '2026-11-24', sales: 7 });
    expect(points[0]!.date).toBe('2026-10-26');
  });

  it('reads full ISO times as their day', () => {
    const points = salesChartData([{ date: '2026-11-23T00:00:00.000Z', sales: 5, orders: 1 }], '2026-11-23');
    expect(points.at(-1)).toMatchObject({ date: '2026-11-23', sales: 5 });
  });
});

describe('dates and labels', () => {
  it('counts days in the store time zone', () => {
    // 20:00 UTC on 22 Nov is already 23 Nov in Kolkata (UTC+5:30).
    expect(storeToday(new Date('2026-11-22T20:00:00Z'))).toBe('2026-11-23');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('writes short rupees for the axis', () => {
    expect(compactRupees(0)).toBe('₹0');
    expect(compactRupees(950)).toBe('₹950');
    expect(compactRupees(12_500)).toBe('₹12.5K');
    expect(compactRupees(120_000)).toBe('₹1.2L');
    expect(compactRupees(34_000_000)).toBe('₹3.4Cr');
  });

  it('links each figure to its filtered screen', () => {
    const links = dashboardLinks('2026-11-23');
    expect(links.salesToday).toBe('/ManageOrders?from=2026-11-23&to=2026-11-23');
    expect(links.sales7).toBe('/ManageOrders?from=2026-11-17&to=2026-11-23');
    expect(links.sales30).toBe('/ManageOrders?from=2026-10-25&to=2026-11-23');
    expect(links.needsAttention).toBe('/ManageOrders?attention=1');
    expect(links.status('Packed')).toBe('/ManageOrders?status=Packed');
    expect(links.lowStock).toBe('/Inventory');
  });
});
