import { describe, expect, it } from 'vitest';
import { entities } from '@/shared/registry';
import { shownWhenNamed } from '@/shared/registry/page-content';

describe('@pageContent with a link entity', () => {
  it('names a relation to the entity wherever it is used', () => {
    const linked = entities.filter((entity) => entity.shownWhenNamedBy);
    expect(linked.map((entity) => entity.model)).toContain('RbacSubject');
    for (const entity of linked) expect(shownWhenNamed(entity), entity.model).toBeDefined();
  });
});
