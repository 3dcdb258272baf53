import { describe, expect, it } from 'vitest';
import { daysOf, periodOfQuery, periodProblem, presetPeriod } from './dashboard-period';

const NOW = new Date('2026-11-29T23:30:00Z');

describe('the dashboard period', () => {
  it('reads presets as whole UTC days ending today, and this month by default', () => {
    expect(presetPeriod('7d', NOW)).toEqual({ preset: '7d', from: '2026-11-23', to: '2026-11-29' });
    expect(presetPeriod('30d', NOW)).toEqual({ preset: '30d', from: '2026-10-31', to: '2026-11-29' });
    expect(periodOfQuery({}, NOW)).toEqual({ preset: 'month', from: '2026-11-01', to: '2026-11-29' });
    expect(periodOfQuery({ period: 'year' }, NOW).preset).toBe('month');
  });

  it('takes given days when they make a period, else falls back to the preset', () => {
    expect(periodOfQuery({ from: '2026-02-01', to: '2026-02-28', period: '7d' }, NOW)).toEqual({
      preset: 'custom',
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(periodOfQuery({ from: '2026-02-30', to: '2026-03-01', period: '7d' }, NOW).preset).toBe('7d');
    expect(periodProblem('2026-03-02', '2026-03-01')).toEqual({ field: 'to', message: 'must not be before from' });
    expect(periodProblem('2025-01-01', '2026-01-02')?.field).toBe('to');
    expect(periodProblem('2025-01-01', '2026-01-01')).toBeUndefined();
  });

  it('lists every day of a period, across a month', () => {
    expect(daysOf('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });
});
