import { describe, expect, it } from 'vitest';
import { resolveUniqueValues } from './generated-values';
import { suffixedSlug } from '../../shared/registry/slug-from-title';

const noGenerator = () => {
  throw new Error('a title slug is never replaced by random words');
};
const titled = (slug: string) => ({ value: slug, generated: true, alternative: (n: number) => suffixedSlug(slug, n) });

describe('a slug made from a title, when taken', () => {
  it('is kept while free', () => {
    expect(resolveUniqueValues([titled('melnitsa')], new Set(), noGenerator).values).toEqual(['melnitsa']);
  });

  it('takes the first free suffix, past every one taken', () => {
    const taken = new Set(['melnitsa', 'melnitsa-2', 'melnitsa-3', 'melnitsa-5']);
    expect(resolveUniqueValues([titled('melnitsa')], taken, noGenerator).values).toEqual(['melnitsa-4']);
  });

  it('gives records of one batch with the same title distinct suffixes, after the values others chose', () => {
    const { values, clashes, unresolved } = resolveUniqueValues(
      [titled('melnitsa'), { value: 'melnitsa-2', generated: false }, titled('melnitsa'), titled('melnitsa')],
      new Set(['melnitsa']),
      noGenerator,
    );
    expect(values).toEqual(['melnitsa-3', 'melnitsa-2', 'melnitsa-4', 'melnitsa-5']);
    expect(clashes).toEqual([]);
    expect(unresolved).toEqual([]);
  });

  it('finds a free one however many are taken (more than the random generator tries)', () => {
    const taken = new Set(['mill', ...Array.from({ length: 40 }, (_, index) => `mill-${index + 2}`)]);
    expect(resolveUniqueValues([titled('mill')], taken, noGenerator).values).toEqual(['mill-42']);
  });
});
