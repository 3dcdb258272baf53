import { describe, expect, it } from 'vitest';
import type { EntitySummary } from '../../src/shared/admin/entity-summary';
import {
  entityAtPathname,
  entityNamed,
  groupByModule,
  matchEntities,
  parsePaletteQuery,
  recordHref,
} from '../../src/components/admin/command-palette/command-palette-search';
import {
  byIdListInput,
  nextOptionsOffset,
  OPTIONS_PAGE_SIZE,
  optionsListInput,
  relationKeys,
  secondaryLine,
  uniqueRows,
} from '../../src/components/admin/relation-select/relation-select-options';
import type { Row } from '../../src/components/admin/entity-api';
import { registryNames } from '../../src/components/admin/registry-words';
import { SEARCH_MAX_LENGTH } from '../../src/shared/registry/search-fields';

const rows = (count: number, from = 0): Row[] => Array.from({ length: count }, (_, index) => ({ id: `r${from + index}` }));

describe('relation select options', () => {
  it('asks one page of 20 matches at an offset, never the whole table, searching on the server', () => {
    expect(optionsListInput(' about ', 40)).toEqual({ search: 'about', limit: OPTIONS_PAGE_SIZE, offset: 40 });
    expect(optionsListInput('', 0)).toEqual({ limit: 20, offset: 0 });
  });

  it('leaves the excluded ids out on the server', () => {
    expect(optionsListInput('about', 0, ['a'])).toEqual({
      search: 'about',
      filters: { and: [{ column: 'id', method: 'notInArray', value: ['a'] }] },
      limit: 20,
      offset: 0,
    });
    expect(optionsListInput('', 0, ['a', 'b'])).toEqual({
      filters: { and: [{ column: 'id', method: 'notInArray', value: ['a', 'b'] }] },
      limit: 20,
      offset: 0,
    });
  });

  it('searches nothing for a blank text, and no more text than the server takes', () => {
    expect(optionsListInput('   ', 0)).toEqual({ limit: 20, offset: 0 });
    expect(optionsListInput(`${'x'.repeat(SEARCH_MAX_LENGTH)}yz`, 0).search).toBe('x'.repeat(SEARCH_MAX_LENGTH));
  });

  it('pages on until a short page', () => {
    const first = rows(20);
    expect(nextOptionsOffset(first, [first])).toBe(20);
    const second = rows(20, 20);
    expect(nextOptionsOffset(second, [first, second])).toBe(40);
    expect(nextOptionsOffset(rows(3, 40), [first, second, rows(3, 40)])).toBeUndefined();
    expect(nextOptionsOffset([], [[]])).toBeUndefined();
  });

  it('lists each record once across pages', () => {
    expect(uniqueRows([rows(2), rows(2, 1)]).map((row) => row.id)).toEqual(['r0', 'r1', 'r2']);
    expect(uniqueRows(undefined)).toEqual([]);
  });

  it('reads one record by id', () => {
    expect(byIdListInput('x')).toEqual({ filters: { and: [{ column: 'id', method: 'eq', value: 'x' }] }, limit: 1, offset: 0 });
  });

  it('shows the slug, else the id, under the label', () => {
    expect(secondaryLine({ id: '1', slug: 'about-us' })).toBe('about-us');
    expect(secondaryLine({ id: '1', slug: '  ' })).toBe('1');
    expect(secondaryLine({ id: '1', slug: { en: 'x' } })).toBe('1');
  });

  it('keys every query by the entity path first', () => {
    expect(relationKeys.options('/api/host/pages', 'ab', ['b', 'a'])).toEqual(['/api/host/pages', 'options', 'ab', ['a', 'b']]);
    expect(relationKeys.record('/api/host/pages', '1')[0]).toBe('/api/host/pages');
    expect(relationKeys.palette('/api/host/pages', 'x')[0]).toBe('/api/host/pages');
  });
});

const summary = (module: EntitySummary['module'], plural: string, model: string): EntitySummary => ({
  path: `/api/${module}/${plural}`,
  module,
  plural,
  model,
  reverseRelations: [],
});
const hostPages = summary('host', 'pages', 'HostPage');
const builderPages = summary('website-builder', 'pages', 'WebsiteBuilderPage');
const widgets = summary('website-builder', 'pages-to-widgets', 'WebsiteBuilderPagesToWidget');
const articles = summary('blog', 'articles', 'BlogArticle');
const all = [hostPages, builderPages, widgets, articles];
const en = registryNames('en');

describe('command palette search', () => {
  it('matches entities by name, module, plural or model, every word', () => {
    expect(matchEntities(all, 'blog', en)).toEqual([articles]);
    expect(matchEntities(all, 'PAGES widgets', en)).toEqual([widgets]);
    expect(matchEntities(all, 'website pages', en)).toEqual([builderPages, widgets]);
    expect(matchEntities(all, 'hostpage', en)).toEqual([hostPages]);
    expect(matchEntities(all, '', en)).toEqual(all);
  });

  it('groups entities by module in order', () => {
    expect(groupByModule(all).map((group) => [group.module, group.summaries.length])).toEqual([
      ['host', 1],
      ['website-builder', 2],
      ['blog', 1],
    ]);
  });

  it('knows the entity whose table is shown', () => {
    expect(entityAtPathname('/admin/blog/articles', all)).toBe(articles);
    expect(entityAtPathname('/admin/blog/articles/', all)).toBe(articles);
    expect(entityAtPathname('/admin/blog', all)).toBeUndefined();
    expect(entityAtPathname('/admin/blog/unknown', all)).toBeUndefined();
    expect(entityAtPathname(null, all)).toBeUndefined();
  });

  it('names an entity by plural, module/plural, name or model, preferring the module on screen', () => {
    expect(entityNamed('pages', all, en)).toBe(hostPages);
    expect(entityNamed('pages', all, en, 'website-builder')).toBe(builderPages);
    expect(entityNamed('website-builder/pages', all, en)).toBe(builderPages);
    expect(entityNamed('Pages to widgets', all, en)).toBe(widgets);
    expect(entityNamed('blogarticle', all, en)).toBe(articles);
    expect(entityNamed('artic', all, en)).toBe(articles);
    expect(entityNamed('website', all, en)).toBeUndefined();
    expect(entityNamed(' ', all, en)).toBeUndefined();
  });

  it('searches another entity with "entity: text"', () => {
    expect(parsePaletteQuery('pages: about', all, en)).toEqual({
      entities: [hostPages],
      records: { summary: hostPages, text: 'about' },
    });
    expect(parsePaletteQuery('articles:', all, en)).toEqual({ entities: [articles] });
  });

  it("searches the shown table's records with plain text", () => {
    expect(parsePaletteQuery('about', all, en, articles)).toEqual({
      entities: [],
      records: { summary: articles, text: 'about' },
      everywhere: 'about',
    });
    expect(parsePaletteQuery('blog', all, en)).toEqual({ entities: [articles], everywhere: 'blog' });
    expect(parsePaletteQuery('', all, en, articles)).toEqual({ entities: all });
    // A colon that names no entity is plain text.
    expect(parsePaletteQuery('https://example.com', all, en, articles).records).toEqual({
      summary: articles,
      text: 'https://example.com',
    });
  });

  it('opens a record with ?open=, keeping the other parameters', () => {
    expect(recordHref('/admin/blog/articles', 'a1')).toBe('/admin/blog/articles?open=a1');
    expect(recordHref('/admin/blog/articles', 'a1', '?page=2&open=old&sort=title')).toBe(
      '/admin/blog/articles?page=2&open=a1&sort=title',
    );
  });
});
