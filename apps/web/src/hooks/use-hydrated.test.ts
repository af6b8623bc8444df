import { describe, expect, it } from 'vitest';
import { isHydrated, markHydrated, subscribeHydrated } from './use-hydrated';

describe('turning hydrated', () => {
  it('tells the waiting components a few per task, not all in one long task, and only once', async () => {
    const told: number[] = [];
    const unsubscribe = Array.from({ length: 10 }, (_, index) => subscribeHydrated(() => told.push(index)));
    // One that leaves before its turn is not told.
    unsubscribe[9]!();
    expect(isHydrated()).toBe(false);
    const done = markHydrated();
    expect(isHydrated()).toBe(true);
    // The first few in this task, the others in later ones.
    expect(told).toEqual([0, 1, 2, 3]);
    await Promise.resolve();
    expect(told).toHaveLength(4);
    await done;
    expect(told).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    await markHydrated();
    expect(told).toHaveLength(9);
  });
});
