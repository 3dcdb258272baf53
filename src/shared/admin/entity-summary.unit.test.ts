import { describe, expect, it } from 'vitest';
import { entities } from '@/shared/registry';
import { ADMIN_MENU_GROUPS } from '@/shared/registry/types';
import { menuGroups, summaryOf } from './entity-summary';

const summaries = entities.map((entity) => summaryOf(entity));

describe('the admin menu', () => {
  it('has every task group, in the menu order, each by position', () => {
    const groups = menuGroups(summaries);
    expect(groups.map(({ group }) => group)).toEqual([...ADMIN_MENU_GROUPS]);
    for (const { summaries: list } of groups) {
      const positions = list.map((summary) => summary.menu!.position);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      expect(new Set(positions).size).toBe(positions.length);
    }
  });

  it('lists no link table: they are reached from their parents’ forms and all models', () => {
    const listed = menuGroups(summaries).flatMap(({ summaries: list }) => list.map((summary) => summary.plural));
    expect(listed.filter((plural) => plural.includes('-to-'))).toEqual([]);
    expect(listed.length).toBeLessThan(40);
  });

  it('starts with the donations, the donors and the pages', () => {
    const first = menuGroups(summaries).map(({ summaries: list }) => list[0]!.path);
    expect(first.slice(0, 3)).toEqual(['/api/ecommerce/orders', '/api/rbac/subjects', '/api/host/pages']);
  });

  it('leaves out what has no place in it', () => {
    expect(menuGroups(summaries.filter((summary) => !summary.menu))).toEqual([]);
  });
});
