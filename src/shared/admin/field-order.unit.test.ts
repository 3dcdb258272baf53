import { describe, expect, it } from 'vitest';
import { registry } from '@/shared/registry/generated';
import type { FieldMeta } from '@/shared/registry/types';
import { defaultHiddenColumns, isTechnicalField, orderFields } from './field-order';

const names = (fields: readonly FieldMeta[]) => fields.map((field) => field.name);

describe('the admin reading order of fields', () => {
  it("opens a product's table with its names and type, dates next, technical fields last", () => {
    const fields = orderFields(registry.ecommerce.products.readableFields);
    expect(names(fields)).toEqual([
      'title',
      'adminTitle',
      'slug',
      'type',
      'shortDescription',
      'description',
      'createdAt',
      'updatedAt',
      'id',
      'variant',
      'className',
      'orderIndex',
    ]);
  });

  it("puts an order's type and status first (it has no title), and keeps a variant with a choice among the kinds", () => {
    const fields = names(orderFields(registry.ecommerce.orders.readableFields));
    expect(fields.slice(0, 2)).toEqual(['type', 'status']);
    // An order's variant can only be `default`: technical.
    expect(fields.slice(-4)).toEqual(['id', 'variant', 'className', 'orderIndex']);
    const inputs = names(orderFields(registry.crm.inputs.readableFields));
    expect(inputs.indexOf('variant')).toBeLessThan(inputs.indexOf('id'));
    expect(inputs.slice(-3)).toEqual(['id', 'className', 'orderIndex']);
  });

  it('hides id, class name, order index and a variant that can only be default, for every entity', () => {
    expect(defaultHiddenColumns(registry.ecommerce.products.readableFields)).toEqual([
      'id',
      'variant',
      'className',
      'orderIndex',
    ]);
    expect(defaultHiddenColumns(registry.websiteBuilder.widgets.readableFields)).toEqual(['id', 'className', 'orderIndex']);
    for (const module of Object.values(registry))
      for (const entity of Object.values(module)) {
        const hidden = defaultHiddenColumns(entity.readableFields);
        expect(hidden).toEqual(expect.arrayContaining(['id', 'className', 'orderIndex']));
        // Something is left to read.
        expect(entity.readableFields.length).toBeGreaterThan(hidden.length);
      }
  });

  it('tells technical fields by their name and values alone', () => {
    expect(isTechnicalField({ name: 'variant', values: ['default'] })).toBe(true);
    expect(isTechnicalField({ name: 'variant', values: ['default', 'primary'] })).toBe(false);
    expect(isTechnicalField({ name: 'title' })).toBe(false);
  });
});
