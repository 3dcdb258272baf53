import { describe, expect, it } from 'vitest';
import type { EntitySummary } from '../../../shared/admin/entity-summary';
import { ADMIN_DICTIONARY } from '../admin-dictionary';
import { EVERYWHERE_MIN_LENGTH, groupFoundRecords, paletteActions, parsePaletteQuery } from './command-palette-search';

const summary = (module: EntitySummary['module'], plural: string, model: string, name: string): EntitySummary => ({
  path: `/api/${module}/${plural}`,
  module,
  plural,
  model,
  name,
  reverseRelations: [],
});

const products = summary('ecommerce', 'products', 'EcommerceProduct', 'Products');
const pages = summary('host', 'pages', 'HostPage', 'Pages');
const widgets = summary('host', 'widgets', 'HostWidget', 'Widgets');
const all = [products, pages, widgets];

describe('the command palette across entities', () => {
  it('looks for plain text of two characters or more in every entity, not for "entity: text"', () => {
    expect(parsePaletteQuery('Кумжев', all).everywhere).toBe('Кумжев');
    expect(parsePaletteQuery('  contacts ', all, pages)).toMatchObject({
      everywhere: 'contacts',
      records: { summary: pages, text: 'contacts' },
    });
    expect(parsePaletteQuery('k', all).everywhere).toBeUndefined();
    expect(EVERYWHERE_MIN_LENGTH).toBe(2);
    // The `products: Кумжев` syntax still searches products alone.
    expect(parsePaletteQuery('products: Кумжев', all)).toEqual({
      entities: [products],
      records: { summary: products, text: 'Кумжев' },
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
    const en = ADMIN_DICTIONARY.en.palette;
    const ru = ADMIN_DICTIONARY.ru.palette;
    expect(paletteActions('', en, products).map((action) => action.label)).toEqual([
      'Create: Products',
      'Go to the site',
      'Sign out',
    ]);
    expect(paletteActions('', en).map((action) => action.kind)).toEqual(['site', 'sign-out']);
    expect(paletteActions('create', en, products).map((action) => action.kind)).toEqual(['create']);
    expect(paletteActions('сайт', ru, products).map((action) => action.kind)).toEqual(['site']);
    expect(paletteActions('Кумжев', ru, products)).toEqual([]);
  });
});
