import { describe, expect, it } from 'vitest';
import { formResolver } from '../../src/components/admin/form/form-resolver';
import { editableFields, type FormValues } from '../../src/components/admin/form/form-values';
import { entities } from '../../src/shared/registry';
import type { AnyEntity } from '../../src/shared/registry/define-entity';
import type { FieldMeta } from '../../src/shared/registry/types';

/*
 * Rules the registry keeps for every entity, checked over all of them: a rule broken by one new field or annotation
 * fails here, not on an editor's screen.
 */

/** A field a person may leave empty: it may be null, or its own default is the empty text (an order's receipt). */
const isOptional = (field: FieldMeta) => !field.required && (field.nullable || field.default === '' || field.multilingual);

/** What an input holds once a person has emptied it. */
const emptied = (field: FieldMeta): unknown =>
  field.multilingual ? { en: '', ru: '' } : field.input === 'checkbox' ? false : '';

async function problemsOfEmptied(entity: AnyEntity, mode: 'create' | 'update') {
  const optional = editableFields(entity).filter(isOptional);
  const values: FormValues = Object.fromEntries(optional.map((field) => [field.name, emptied(field)]));
  // A new record's required fields hold something; an update sends only what changed.
  if (mode === 'create')
    for (const field of editableFields(entity).filter((candidate) => candidate.required))
      values[field.name] = field.relation ? '7b1d0c1e-2f3a-4b5c-8d6e-9f0a1b2c3d4e' : (field.values?.[0] ?? 'x');
  const { errors } = await formResolver(entity, mode, 'ru')(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  // Only the emptied fields are in question (a filler for a required one may not match its pattern).
  return Object.entries(errors)
    .filter(([name]) => optional.some((field) => field.name === name))
    .map(([name, error]) => `${entity.path}.${name}: ${String(error?.message)}`);
}

describe('every entity of the registry', () => {
  it('saves with its optional fields empty (a comment, an order with no receipt yet), on create and on update', async () => {
    const problems: string[] = [];
    for (const entity of entities)
      problems.push(...(await problemsOfEmptied(entity, 'update')), ...(await problemsOfEmptied(entity, 'create')));
    expect(problems).toEqual([]);
  });

  it("offers in each select only its own entity's values: none names another entity or an admin screen", () => {
    // A link entity's plural (`orders-to-products`) and the admin's own screens and form parts are nobody's variant.
    const others = entities.filter((entity) => entity.plural.includes('-to-')).map((entity) => entity.plural);
    const screens = /^(create|update|delete|list|form-field)(-|$)/;
    const foreign = entities.flatMap((entity) =>
      entity.fields.flatMap((field) =>
        (field.values ?? [])
          .filter((value) => screens.test(value) || others.some((plural) => value.startsWith(`${plural}-`) || value === plural))
          .map((value) => `${entity.path}.${field.name}: ${value}`),
      ),
    );
    expect(foreign).toEqual([]);
  });

  it('keeps the variants it declares: the select offers what the entity says, and its schema takes them', () => {
    for (const entity of entities) {
      const variant = entity.fieldsByName.get('variant');
      expect(variant?.values, entity.path).toEqual(entity.variants);
      for (const value of entity.variants)
        expect(entity.update.safeParse({ variant: value }).success, `${entity.path} ${value}`).toBe(true);
    }
    expect(entities.find((entity) => entity.path === '/api/ecommerce/orders')?.variants).toEqual(['default']);
  });
});
