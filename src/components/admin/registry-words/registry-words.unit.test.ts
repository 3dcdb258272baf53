import { describe, expect, it } from 'vitest';
import { entities } from '@/shared/registry';
import { MODULES } from '@/shared/registry/modules';
import { isPaymentProvider } from '@/shared/payment-providers';
import { entityName, fieldName, moduleName } from '.';
import { ADMIN_DICTIONARY } from '../admin-dictionary';
import { RU_ENTITIES, RU_ENTITY_FIELDS, RU_FIELDS, RU_MODULES } from './ru';

const key = (path: string) => path.replace(/^\/api\//, '');

describe('the registry in Russian', () => {
  // A new module, entity or field fails here until it has its Russian word in ru.ts.
  it('names every module', () => {
    expect(MODULES.filter((module) => !RU_MODULES[module])).toEqual([]);
  });

  it('names every entity, as a whole and one record', () => {
    expect(
      entities.map((entity) => key(entity.path)).filter((path) => !RU_ENTITIES[path]?.plural || !RU_ENTITIES[path].one),
    ).toEqual([]);
  });

  it('names every field of every entity, and every computed column', () => {
    const missing = entities.flatMap((entity) =>
      [...entity.fields, ...entity.computedColumns]
        .filter((field) => !RU_ENTITY_FIELDS[key(entity.path)]?.[field.name] && !RU_FIELDS[field.name])
        .map((field) => `${key(entity.path)}.${field.name}`),
    );
    expect(missing).toEqual([]);
  });

  it('words every enumerated value and variant (a select, a cell, a filter), but a brand or a code in capitals', () => {
    const words: Readonly<Record<string, string>> = ADMIN_DICTIONARY.ru.enumValues;
    const english = entities.flatMap((entity) =>
      entity.fields.flatMap((field) =>
        (field.values ?? [])
          .filter((value) => !Object.hasOwn(words, value) && !isPaymentProvider(value) && /[a-z]/.test(value))
          .map((value) => `${key(entity.path)}.${field.name}: ${value}`),
      ),
    );
    expect(english).toEqual([]);
  });

  it('holds no word for what the registry does not have (a typo, a removed entity)', () => {
    const paths = new Set(entities.map((entity) => key(entity.path)));
    const fields = new Set(
      entities.flatMap((entity) => [...entity.fields, ...entity.computedColumns].map((field) => field.name)),
    );
    expect(Object.keys(RU_ENTITIES).filter((path) => !paths.has(path))).toEqual([]);
    expect(Object.keys(RU_FIELDS).filter((name) => !fields.has(name))).toEqual([]);
    const overrides = Object.entries(RU_ENTITY_FIELDS).flatMap(([path, words]) =>
      Object.keys(words)
        .filter((name) => {
          const entity = entities.find((candidate) => key(candidate.path) === path);
          return !entity?.fieldsByName.has(name) && !entity?.computedColumns.some((column) => column.name === name);
        })
        .map((name) => `${path}.${name}`),
    );
    expect(overrides).toEqual([]);
  });

  it('names entities and fields in the words of their place', () => {
    expect(entityName('/api/host/pages', 'ru', 'plural')).toBe('Страницы');
    expect(entityName('/api/host/pages', 'ru', 'one')).toBe('страница');
    expect(fieldName('/api/host/pages', { name: 'url' }, 'ru')).toBe('Адрес страницы');
    expect(fieldName('/api/website-builder/slides', { name: 'url' }, 'ru')).toBe('Ссылка');
    expect(moduleName('ecommerce', 'ru')).toBe('Интернет-магазин');
  });
});

describe('the registry in English', () => {
  it("keeps the names derived from the code's, but where en.ts words them better", () => {
    expect(entityName('/api/host/pages-to-widgets', 'en', 'plural')).toBe('Pages to widgets');
    expect(entityName('/api/host/pages', 'en', 'one')).toBe('page');
    expect(entityName('/api/ecommerce/categories', 'en', 'one')).toBe('category');
    expect(entityName('/api/host/metadata', 'en', 'one')).toBe('metadata');
    expect(fieldName('/api/host/pages', { name: 'adminTitle' }, 'en')).toBe('Admin title');
    expect(fieldName('/api/host/pages', { name: 'url' }, 'en')).toBe('URL');
    expect(
      fieldName(
        '/api/host/pages-to-widgets',
        { name: 'pageId', relation: { module: 'host', plural: 'pages', model: 'HostPage' } },
        'en',
      ),
    ).toBe('Page');
    expect(moduleName('website-builder', 'en')).toBe('website-builder');
  });

  it('falls back to English for a name Russian lacks', () => {
    expect(entityName('/api/host/not-yet-named', 'ru', 'plural')).toBe('Not yet named');
    expect(fieldName('/api/host/pages', { name: 'notYetNamed' }, 'ru')).toBe('Not yet named');
  });
});
