import { describe, expect, it, vi } from 'vitest';
import { entityAtPath } from '@/shared/registry';
import { MODULES, type ModuleName } from '@/shared/registry/modules';
import { moduleWidgets, resolveWidget } from './registry';

// Widgets' client stores reach the session's server action, which only Next.js can load; none is called here.
vi.mock('@/server/actions/session-actions', () => ({ refreshExpiredSession: async () => false }));

/**
 * Modules whose widgets the registry does not draw. host: its widgets are the frames every other module's widgets are
 * placed in (placed-widgets.tsx). agent: an agent is one of the team's schedules, and placing its widget on a page is
 * refused when written (host/external-widgets.hooks.ts).
 */
const NOT_DRAWN: ReadonlySet<ModuleName> = new Set(['host', 'agent']);

/** The variants the schema accepts for a module's widget (`/// @variants`, the enum of its `variant` field). */
const accepted = (module: ModuleName) => entityAtPath(`/api/${module}/widgets`)?.variants;

const drawnModules = MODULES.filter((module) => !NOT_DRAWN.has(module));

describe('the widget registry', () => {
  it('has a renderer table for every module with widgets, but those it says why not', () => {
    const withWidgets = MODULES.filter((module) => accepted(module)?.length);
    expect(withWidgets.filter((module) => !NOT_DRAWN.has(module) && !moduleWidgets[module])).toEqual([]);
    expect(Object.keys(moduleWidgets).filter((module) => NOT_DRAWN.has(module as ModuleName))).toEqual([]);
  });

  it.each(drawnModules.filter((module) => accepted(module)))(
    'draws exactly the variants the %s widgets may be written with',
    (module) => {
      const schema = [...accepted(module)!].sort();
      const drawn = Object.keys(moduleWidgets[module] ?? {}).sort();
      // No accepted variant without a renderer (an empty box), no renderer the schema would refuse to store.
      expect(drawn).toEqual(schema);
      for (const variant of schema) expect(resolveWidget(module, variant), variant).not.toBeNull();
    },
  );

  it('renders nothing for an unknown or missing variant, or an unknown module', () => {
    expect(resolveWidget('website-builder', 'no-such-variant')).toBeNull();
    expect(resolveWidget('website-builder', '')).toBeNull();
    expect(resolveWidget('website-builder', null)).toBeNull();
    expect(resolveWidget('website-builder', undefined)).toBeNull();
    expect(resolveWidget('website-builder', 'constructor')).toBeNull();
    expect(resolveWidget('website-builder', '__proto__')).toBeNull();
    expect(resolveWidget('no-such-module', 'default')).toBeNull();
    expect(resolveWidget('agent', 'default')).toBeNull();
  });
});
