import { describe, expect, it } from 'vitest';
import {
  causeTarget,
  changedFields,
  inputProblem,
  readableMessage,
  schemaInput,
  submission,
} from '../../src/components/admin/form/form-values';
import { formResolver } from '../../src/components/admin/form/form-resolver';
import { fieldMessage } from '../../src/shared/field-messages';
import { joinShape } from '../../src/components/admin/nested-table/join-shape';
import { movedOrder } from '../../src/components/admin/nested-table/nested-order';
import { englishFieldName } from '../../src/components/admin/registry-words';
import { registry } from '../../src/shared/registry/generated';

const rows = (...orderIndexes: number[]) => orderIndexes.map((orderIndex, index) => ({ id: `r${index}`, orderIndex }));

describe('what a nested table of a join stands for', () => {
  it("takes a join's rows for the records they join, with a link button only where the join has settings", () => {
    const metadata = joinShape(registry.host.pagesToMetadata, 'pageId');
    expect(metadata.otherSide?.name).toBe('metadataId');
    expect(metadata.hasLinkSettings).toBe(false);
    const layoutWidgets = joinShape(registry.host.layoutsToWidgets, 'layoutId');
    expect(layoutWidgets.otherSide?.name).toBe('widgetId');
    // Its variant: default or additional.
    expect(layoutWidgets.hasLinkSettings).toBe(true);
  });

  it("takes a @refersTo id for the other side, whose module is the link's setting", () => {
    const external = joinShape(registry.host.widgetsToExternalWidgets, 'widgetId');
    expect(external.otherSide?.name).toBe('externalWidgetId');
    expect(external.hasLinkSettings).toBe(true);
  });
});

describe('moving a nested row', () => {
  it('swaps two rows and sends only the changed positions', () => {
    expect(movedOrder(rows(0, 1, 2), 2, -1)).toEqual([
      { id: 'r2', data: { orderIndex: 1 } },
      { id: 'r1', data: { orderIndex: 2 } },
    ]);
  });

  it('numbers rows that shared an orderIndex', () => {
    expect(movedOrder(rows(0, 0, 0), 0, 1)).toEqual([
      { id: 'r0', data: { orderIndex: 1 } },
      { id: 'r2', data: { orderIndex: 2 } },
    ]);
  });

  it('moves nothing past either end', () => {
    expect(movedOrder(rows(0, 1), 0, -1)).toEqual([]);
    expect(movedOrder(rows(0, 1), 1, 1)).toEqual([]);
  });
});

describe('form values', () => {
  const pages = registry.host.pages;
  const layouts = registry.host.layouts;

  it('names fields in words', () => {
    expect(englishFieldName({ name: 'adminTitle' })).toBe('Admin title');
    expect(englishFieldName({ name: 'pageId', relation: { module: 'host', plural: 'pages', model: 'HostPage' } })).toBe('Page');
    expect(readableMessage({ name: 'adminTitle' }, 'adminTitle is required')).toBe('Admin title is required');
  });

  it('reads an emptied text as null where the field may be null, and as absent otherwise', () => {
    expect(schemaInput(pages, { className: '', title: '' })).toEqual({ className: null, title: '' });
  });

  it('sends on update only what changed', () => {
    expect(submission(layouts, { title: 'A', slug: 's' }, { title: 'A', slug: 's' }, new Set(['title']))).toEqual({ title: 'A' });
  });

  it('puts a server cause under its field, without the path prefix', () => {
    expect(causeTarget({ field: 'data.slug', message: 'data.slug: slug is taken' }, new Set(['slug']), 'en')).toEqual({
      field: 'slug',
      message: 'slug is taken',
    });
    expect(causeTarget({ message: 'Related records do not exist' }, new Set(['slug']), 'en')).toEqual({
      message: 'Related records do not exist',
    });
  });

  it('words a coded cause in the admin’s language', () => {
    const taken = { field: 'data.slug', message: 'data.slug: must be unique: the value is already taken', code: 'not_unique' };
    expect(causeTarget(taken, new Set(['slug']), 'ru')).toEqual({ field: 'slug', message: 'Это значение уже занято' });
    expect(causeTarget(taken, new Set(['slug']), 'en')).toEqual({ field: 'slug', message: 'This value is already taken' });
    const refused = { field: 'data.slug', message: 'data.slug: refused by a hook', code: 'invalid' };
    expect(causeTarget(refused, new Set(['slug']), 'en').message).toBe('refused by a hook');
    expect(causeTarget(refused, new Set(['slug']), 'ru').message).toBe('Проверьте это значение');
  });
});

describe('what an update sends', () => {
  const widgets = registry.host.widgets;
  it('finds the changed fields by value: maps by content, dates by time, emptied texts as equal to none', () => {
    const loaded = { title: { en: 'First' }, className: null, orderIndex: 0 };
    expect([...changedFields(widgets, { title: { en: 'First' }, className: '', orderIndex: 0 }, loaded)]).toEqual([]);
    expect([...changedFields(widgets, { title: { en: 'First', ru: 'Первый' }, className: null, orderIndex: 0 }, loaded)]).toEqual(
      ['title'],
    );
  });
});

describe('problems the schema would not word well, or would let through', () => {
  const attributes = registry.ecommerce.attributes;
  const field = (name: string) => attributes.fieldsByName.get(name)!;

  it('names a number or a date typed wrong', () => {
    expect(inputProblem(field('orderIndex'), Number.NaN, 'update')).toEqual({
      code: 'invalid_type',
      params: { expected: 'number' },
      message: 'Order index must be a number',
    });
    expect(inputProblem(field('datetime'), new Date(Number.NaN), 'update')).toMatchObject({
      code: 'invalid_format',
      message: 'Datetime must be a date written DD.MM.YYYY HH:mm',
    });
    expect(inputProblem(field('date'), new Date(Number.NaN), 'create')?.message).toBe('Date must be a date written DD.MM.YYYY');
  });

  it('words each problem of the form in the admin language, as the server words its causes', async () => {
    const resolver = formResolver(registry.host.pages, 'create', 'ru');
    const result = await resolver({ url: 'no slash', orderIndex: Number.NaN }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result.errors.orderIndex?.message).toBe('Введите число');
    expect(result.errors.url?.message).toBe(fieldMessage({ code: 'pattern', message: '' }, 'ru'));
    const english = await formResolver(registry.host.pages, 'create', 'en')({ url: 'no slash' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(english.errors.url?.message).toMatch(/^URL must be a path such as/);
  });

  it('refuses emptying, on update, a field that cannot be empty', () => {
    const payload = registry.crm.requests.fieldsByName.get('payload')!;
    expect(payload.nullable).toBe(false);
    expect(inputProblem(payload, '', 'update')).toEqual({ code: 'required', message: 'Payload is required' });
  });
});
