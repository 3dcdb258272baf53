import { describe, expect, it } from 'vitest';
import { entities } from '@/shared/registry';
import { METRIC_TITLES } from './analytic-metrics';
import { utcDayOf } from './utc-day';

describe('the metric titles', () => {
  it('are the values the schema allows, the same list', () => {
    const title = entities.find((entity) => entity.path === '/api/analytic/metrics')?.fieldsByName.get('title');
    expect([...(title?.values ?? [])].sort()).toEqual([...METRIC_TITLES].sort());
  });

  it('count UTC days', () => {
    expect(utcDayOf(new Date('2026-11-29T23:59:59.999+03:00'))).toBe('2026-11-29');
    expect(utcDayOf(new Date('2026-11-30T02:00:00+03:00'))).toBe('2026-11-29');
  });
});
