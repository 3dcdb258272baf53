import type { ModuleName } from '@/shared/registry/modules';
import { ADMIN_MENU_GROUPS, type AdminMenuGroup, type AdminMenuPlace } from '@/shared/registry/types';

/** Another entity whose `field` names a record of this one: its records show as a nested table in this one's form. */
export interface ReverseRelation {
  /** The relation entity's path, `/api/host/pages-to-widgets`. */
  path: string;
  /** Its field that holds this entity's id, `pageId`. */
  field: string;
}

/**
 * What the admin knows of every entity without loading its schema: enough for the model browser, the command
 * palette and the nested tables. The fields and zod schemas of one entity are loaded with its module's chunk
 * (src/components/admin/registry-loader.ts) only when a screen needs them.
 */
export interface EntitySummary {
  /** `/api/{module}/{plural}`: the entity's key everywhere in the admin. */
  path: string;
  module: ModuleName;
  plural: string;
  model: string;
  /** Its place in the admin menu; absent for link tables and module internals, reached from forms and "all models". */
  menu?: AdminMenuPlace;
  /** Only the product makes its records (`@createdByProduct`): the admin offers no Add, nor "Create new…" of it. */
  createdByProduct?: true;
  reverseRelations: ReverseRelation[];
}

/** What the admin knows of `entity` without its schema, given the entities that point at it. */
export const summaryOf = (
  entity: {
    path: string;
    module: ModuleName;
    plural: string;
    model: string;
    menu?: AdminMenuPlace;
    createdByProduct?: true | undefined;
  },
  reverseRelations: ReverseRelation[] = [],
): EntitySummary => ({
  path: entity.path,
  module: entity.module,
  plural: entity.plural,
  model: entity.model,
  ...(entity.menu && { menu: entity.menu }),
  ...(entity.createdByProduct && { createdByProduct: true }),
  reverseRelations,
});

/** The admin menu: the entities that have a place in it, by group in the menu's order, each group by position. */
export function menuGroups(summaries: readonly EntitySummary[]): { group: AdminMenuGroup; summaries: EntitySummary[] }[] {
  return ADMIN_MENU_GROUPS.map((group) => ({
    group,
    summaries: summaries.filter((summary) => summary.menu?.group === group).sort((a, b) => a.menu!.position - b.menu!.position),
  })).filter(({ summaries: list }) => list.length > 0);
}

/** The admin's view of every entity, grouped by module (the menu lists only those with a place in it). */
export const ALL_MODELS_PATH = '/admin/models';

/** `/admin/host/pages` for `/api/host/pages`. */
export const adminPathOf = (entityPath: string) => entityPath.replace(/^\/api\//, '/admin/');

/** `/api/host/pages` for the admin path segments `['host', 'pages']`. */
export const entityPathOf = (segments: readonly string[]) => `/api/${segments.join('/')}`;
