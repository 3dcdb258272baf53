import type { DMMF } from '@prisma/generator-helper';
import { describe, expect, it } from 'vitest';
import { renderRegistry } from '../../scripts/registry/render';
import { registry } from '../../src/shared/registry/generated';

/** `/// @refersTo field.plural`: an id naming a record of the entity of the module another field of the row names. */

const field = (name: string, documentation?: string, extra: Partial<DMMF.Field> = {}): DMMF.Field => ({
  kind: 'scalar',
  name,
  type: 'String',
  isRequired: true,
  isList: false,
  isUnique: false,
  isId: false,
  isReadOnly: false,
  hasDefaultValue: false,
  ...(documentation ? { documentation } : {}),
  ...extra,
});

const model = (name: string, fields: DMMF.Field[], documentation = '@public'): DMMF.Model => ({
  name,
  dbName: null,
  schema: null,
  fields: [field('id', undefined, { isId: true, hasDefaultValue: true, default: { name: 'uuid', args: [] } }), ...fields],
  uniqueFields: [],
  uniqueIndexes: [],
  primaryKey: null,
  documentation,
});

/** Host widgets, blog widgets, and a link whose `externalId` refers to a widget of the module it names. */
const render = (modules: string, refersTo: string) =>
  renderRegistry(
    {
      models: [
        model('HostWidget', []),
        model('BlogWidget', []),
        model('HostLink', [field('externalModule', `@values ${modules}`), field('externalId', `@refersTo ${refersTo}`)]),
      ],
      enums: [],
      types: [],
      indexes: [],
    },
    (name) => (name.startsWith('Blog') ? 'blog' : 'host'),
  );

describe('@refersTo', () => {
  it('makes the field a relation input naming the module field and plural', () => {
    const source = render('host, blog', 'externalModule.widgets').get('host.ts')!;
    expect(source).toContain('"input":"relation"');
    expect(source).toContain('"reference":{"moduleField":"externalModule","plural":"widgets"}');
  });

  it('refuses a module field without values, or a module without that entity', () => {
    expect(() => render('host, blog', 'missing.widgets')).toThrow(/names missing, which is no field of @values/);
    expect(() => render('host, blog', 'externalModule.articles')).toThrow(/module host has no articles/);
  });

  it('is how a host widget names its module widget', () => {
    const link = registry.host.widgetsToExternalWidgets;
    expect(link.fieldsByName.get('externalWidgetId')?.reference).toEqual({ moduleField: 'externalModule', plural: 'widgets' });
  });
});
