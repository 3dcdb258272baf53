import { describe, expect, it } from 'vitest';
import { entityAtPath } from '@/shared/registry';
import { resolveWidget } from '@/widgets/registry';

/**
 * The modules whose widgets the spec lists among the public variants (section 2), the newsletters' (issue 31) and the
 * announcement bar's (issue 33).
 */
const PUBLIC_WIDGET_MODULES = [
  'website-builder',
  'blog',
  'crm',
  'rbac',
  'social',
  'file-storage',
  'notification',
  'broadcast',
] as const;

describe('the widget registry', () => {
  it.each(PUBLIC_WIDGET_MODULES)('draws every variant the %s widgets may take', (module) => {
    const entity = entityAtPath(`/api/${module}/widgets`);
    expect(entity?.variants.length).toBeGreaterThan(0);
    const missing = entity!.variants.filter((variant) => resolveWidget(module, variant) === null);
    expect(missing).toEqual([]);
  });

  it("draws the ecommerce variants of the foundation's projects (the shop's come with the commerce pages)", () => {
    for (const variant of ['default', 'product-list-default', 'product-overview-default'])
      expect(resolveWidget('ecommerce', variant), variant).not.toBeNull();
  });

  it('renders nothing for an unknown or missing variant, or an unknown module', () => {
    expect(resolveWidget('website-builder', 'no-such-variant')).toBeNull();
    expect(resolveWidget('website-builder', '')).toBeNull();
    expect(resolveWidget('website-builder', null)).toBeNull();
    expect(resolveWidget('website-builder', undefined)).toBeNull();
    expect(resolveWidget('website-builder', 'constructor')).toBeNull();
    expect(resolveWidget('website-builder', '__proto__')).toBeNull();
    expect(resolveWidget('no-such-module', 'default')).toBeNull();
  });
});
