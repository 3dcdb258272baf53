import { describe, expect, it } from 'vitest';
import type { EntitySummary } from '../../../shared/admin/entity-summary';
import { ADMIN_DICTIONARY } from '../admin-dictionary';
import { registryNames } from '../registry-words';
import {
  EVERYWHERE_MIN_LENGTH,
  groupFoundRecords,
  matchEntities,
  paletteActions,
  parsePaletteQuery,
} from './command-palette-search';

const summary = (module: EntitySummary['module'], plural: string, model: string): EntitySummary => ({
  path: `/api/${module}/${plural}`,
  module,
  plural,
  model,
  reverseRelations: [],
});

const products = summary('ecommerce', 'products', 'EcommerceProduct');
const pages = summary('host', 'pages', 'HostPage');
const widgets = summary('host', 'widgets', 'HostWidget');
const all = [products, pages, widgets];
const en = registryNames('en');
const ru = registryNames('ru');

describe('the command palette across entities', () => {
  it('looks for plain text of two characters or more in every entity, not for "entity: text"', () => {
    expect(parsePaletteQuery('Кумжев', all, en).everywhere).toBe('Кумжев');
    expect(parsePaletteQuery('  contacts ', all, en, pages)).toMatchObject({
      everywhere: 'contacts',
      records: { summary: pages, text: 'contacts' },
    });
    expect(parsePaletteQuery('k', all, en).everywhere).toBeUndefined();
    expect(EVERYWHERE_MIN_LENGTH).toBe(2);
    // The `products: Кумжев` syntax still searches products alone.
    expect(parsePaletteQuery('products: Кумжев', all, en)).toEqual({
      entities: [products],
      records: { summary: products, text: 'Кумжев' },
    });
  });

  it('finds entities by their names in the interface language as well as by their code names', () => {
    expect(matchEntities(all, 'товары', ru)).toEqual([products]);
    expect(matchEntities(all, 'структура', ru)).toEqual([pages, widgets]);
    expect(matchEntities(all, 'products', ru)).toEqual([products]);
    expect(parsePaletteQuery('Страницы: о фонде', all, ru)).toEqual({
      entities: [pages],
      records: { summary: pages, text: 'о фонде' },
    });
  });

  it('groups found records by entity, leaving out the table on screen and entities the admin does not show', () => {
    const found = [
      { path: products.path, id: 'p1', record: { title: { ru: 'Кумжа' } } },
      { path: pages.path, id: 'g1', record: { url: '/contacts' } },
      { path: products.path, id: 'p2', record: { slug: 'kumzha' } },
      { path: '/api/rbac/subjects', id: 's1', record: {} },
    ];
    expect(groupFoundRecords(found, all)).toEqual([
      {
        summary: products,
        records: [
          { title: { ru: 'Кумжа' }, id: 'p1' },
          { slug: 'kumzha', id: 'p2' },
        ],
      },
      { summary: pages, records: [{ url: '/contacts', id: 'g1' }] },
    ]);
    expect(groupFoundRecords(found, all, products).map((group) => group.summary)).toEqual([pages]);
  });

  it('offers creating a record of the table shown, the site and sign-out, filtered by the text, in the admin language', () => {
    const enWords = ADMIN_DICTIONARY.en.palette;
    const ruWords = ADMIN_DICTIONARY.ru.palette;
    expect(paletteActions('', enWords, en, products).map((action) => action.label)).toEqual([
      'Create: product',
      'Go to the site',
      'Sign out',
    ]);
    expect(paletteActions('', enWords, en).map((action) => action.kind)).toEqual(['site', 'sign-out']);
    expect(paletteActions('create', enWords, en, products).map((action) => action.kind)).toEqual(['create']);
    expect(paletteActions('товар', ruWords, ru, products).map((action) => action.label)).toEqual(['Создать: товар']);
    expect(paletteActions('сайт', ruWords, ru, products).map((action) => action.kind)).toEqual(['site']);
    expect(paletteActions('Кумжев', ruWords, ru, products)).toEqual([]);
    // Only the product makes agents (docs/decisions/0055): nothing to create on their table.
    const agents = { ...summary('agent', 'agents', 'AgentAgent'), createdByProduct: true as const };
    expect(paletteActions('', ruWords, ru, agents).map((action) => action.kind)).toEqual(['site', 'sign-out']);
  });
});
