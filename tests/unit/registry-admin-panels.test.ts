import type { DMMF } from '@prisma/generator-helper';
import { describe, expect, it } from 'vitest';
import { modelInfos, renderRegistry } from '../../scripts/registry/render';
import { registry } from '../../src/shared/registry/generated';

/** `/// @adminPanel`: module screen parts of an entity's admin form, read by the registry generator. */

const idField: DMMF.Field = {
  kind: 'scalar',
  name: 'id',
  type: 'String',
  isRequired: true,
  isList: false,
  isUnique: false,
  isId: true,
  isReadOnly: false,
  hasDefaultValue: true,
  default: { name: 'uuid', args: [] },
};

/** A datamodel of one ecommerce model with this doc comment. */
const datamodel = (documentation: string): DMMF.Datamodel => ({
  models: [
    {
      name: 'EcommerceProduct',
      dbName: null,
      schema: null,
      fields: [idField],
      uniqueFields: [],
      uniqueIndexes: [],
      primaryKey: null,
      documentation,
    },
  ],
  enums: [],
  types: [],
  indexes: [],
});

const panelsOf = (documentation: string) => modelInfos(datamodel(documentation), () => 'ecommerce')[0]!.adminPanels;
const source = (documentation: string) => renderRegistry(datamodel(documentation), () => 'ecommerce').get('ecommerce.ts')!;

describe('@adminPanel', () => {
  it('lands in the entity metadata, in the order annotated, from repeated lines or a comma list', () => {
    expect(panelsOf('@adminPanel ecommerce.prices')).toEqual(['ecommerce.prices']);
    expect(panelsOf('@public\n@adminPanel ecommerce.order-totals\n@adminPanel ecommerce.prices')).toEqual([
      'ecommerce.order-totals',
      'ecommerce.prices',
    ]);
    expect(panelsOf('@adminPanel ecommerce.prices, ecommerce.order-totals')).toEqual([
      'ecommerce.prices',
      'ecommerce.order-totals',
    ]);
    expect(source('@adminPanel ecommerce.prices')).toContain('\n  adminPanels: ["ecommerce.prices"],\n');
  });

  it('leaves an entity without panels as it was', () => {
    expect(panelsOf('@public')).toEqual([]);
    expect(source('@public')).not.toContain('adminPanels');
  });

  it('stops generation at a panel nobody knows, or one named twice', () => {
    expect(() => panelsOf('@adminPanel ecommerce.nothing')).toThrow(
      'EcommerceProduct: @adminPanel takes a comma-separated list of ecommerce.prices, ecommerce.order-totals, ecommerce.order-payments, host.job-run, billing.subscription, notification.template-preview, notification.resend, notification.topic-announce, agent.runs, not "ecommerce.nothing"',
    );
    expect(() => panelsOf('@adminPanel')).toThrow(/@adminPanel takes a comma-separated list/);
    expect(() => panelsOf('@adminPanel ecommerce.prices\n@adminPanel ecommerce.prices')).toThrow(
      'EcommerceProduct: @adminPanel names a panel twice',
    );
  });

  it('is the one annotation that may repeat', () => {
    expect(() => panelsOf('@plural goods\n@plural wares')).toThrow('EcommerceProduct: @plural is given twice');
  });

  it('is read from the schema: a product edits its prices, an order shows its totals and payments, a job is run from its form', () => {
    expect(registry.ecommerce.products.adminPanels).toEqual(['ecommerce.prices']);
    expect(registry.ecommerce.orders.adminPanels).toEqual(['ecommerce.order-totals', 'ecommerce.order-payments']);
    expect(registry.host.jobs.adminPanels).toEqual(['host.job-run']);
    expect(registry.billing.subscriptions.adminPanels).toEqual(['billing.subscription']);
  });
});

/** `/// @adminDisplay`: a module's display of its entity's records in the admin (label, computed columns, view). */
describe('@adminDisplay', () => {
  const infoOf = (documentation: string) => modelInfos(datamodel(documentation), () => 'ecommerce')[0]!;

  it('lands in the entity metadata, once; an entity without it is as it was', () => {
    expect(infoOf('@adminDisplay crm.requests').adminDisplay).toBe('crm.requests');
    expect(source('@adminDisplay crm.requests')).toContain('\n  adminDisplay: "crm.requests",\n');
    expect(infoOf('@public').adminDisplay).toBeUndefined();
    expect(source('@public')).not.toContain('adminDisplay');
  });

  it('stops generation at a display nobody knows, or one given twice', () => {
    expect(() => infoOf('@adminDisplay crm.nothing')).toThrow(
      'EcommerceProduct: @adminDisplay takes one of crm.requests, billing.subscriptions, agent.agents, not "crm.nothing"',
    );
    expect(() => infoOf('@adminDisplay crm.requests\n@adminDisplay crm.requests')).toThrow(
      'EcommerceProduct: @adminDisplay is given twice',
    );
  });

  it('is read from the schema: a CRM request is shown by the crm module, a monthly gift by billing', () => {
    expect(registry.crm.requests.adminDisplay).toBe('crm.requests');
    expect(registry.billing.subscriptions.adminDisplay).toBe('billing.subscriptions');
    expect(registry.crm.forms.adminDisplay).toBeUndefined();
  });
});
