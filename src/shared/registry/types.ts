import type { z } from 'zod';
import type { ModuleName } from './modules';

/** Storage type of a column, as the Prisma schema declares it. */
/** `decimal` is PostgreSQL's exact numeric: read and written as a decimal text (`"0.30"`), never a binary float. */
export type ColumnType = 'string' | 'int' | 'float' | 'decimal' | 'boolean' | 'datetime' | 'date' | 'json';

/** Which admin input edits a field. */
export const INPUT_KINDS = [
  'text',
  'textarea',
  'richtext',
  'number',
  'decimal',
  'checkbox',
  'datetime',
  'date',
  'multilingual',
  'json',
  'select',
  'relation',
  'file',
  'cron',
] as const;
export type InputKind = (typeof INPUT_KINDS)[number];

/** Value generators for fields that are filled when left empty. */
export const GENERATOR_NAMES = ['words', 'slug', 'sku'] as const;
export type GeneratorName = (typeof GENERATOR_NAMES)[number];

/**
 * Screen parts of modules the admin's edit form shows under an entity's fields (`/// @adminPanel ecommerce.prices`), as
 * `<module>.<name>`: the generator accepts these only, and src/components/admin/panels/index.ts draws each.
 */
export const ADMIN_PANELS = [
  'ecommerce.prices',
  'ecommerce.order-totals',
  'ecommerce.order-payments',
  'host.job-run',
  'billing.subscription',
  'notification.template-preview',
  'notification.resend',
  'notification.topic-announce',
  'agent.runs',
] as const;
export type AdminPanelName = (typeof ADMIN_PANELS)[number];

/** The admin menu's groups, by the team's tasks, in the order the menu shows them (`@menu`). */
export const ADMIN_MENU_GROUPS = ['donations', 'people', 'content', 'forms', 'messages', 'analytics', 'settings'] as const;
export type AdminMenuGroup = (typeof ADMIN_MENU_GROUPS)[number];

/** Where an entity stands in the admin menu: its group and its place there (lower first). */
export interface AdminMenuPlace {
  group: AdminMenuGroup;
  position: number;
}
/**
 * How a module shows its own entity's records in the admin beyond their fields (`/// @adminDisplay crm.requests`): their
 * label, columns computed from the record, a read-only view in the form. The generator accepts these only, and
 * src/components/admin/displays/index.ts defines each.
 */
export const ADMIN_DISPLAYS = ['crm.requests', 'billing.subscriptions', 'agent.agents'] as const;
export type AdminDisplayName = (typeof ADMIN_DISPLAYS)[number];

export type FieldDefault = string | number | boolean | { [key: string]: never } | never[] | { fn: 'uuid' | 'now' };

export interface RelationTarget {
  module: ModuleName;
  plural: string;
  model: string;
}

export interface FieldMeta {
  name: string;
  /** Database column name (differs from name only under @map). */
  column: string;
  type: ColumnType;
  input: InputKind;
  /** Must be given on create: not nullable, no default, not generated. */
  required: boolean;
  nullable: boolean;
  unique: boolean;
  multilingual: boolean;
  /** Never returned by any read, nor written by a generic call: its module's own code sets it. */
  secret: boolean;
  /** Never written by a generic call: set by the database (id, createdAt, updatedAt) or, `managed`, by its module. */
  readOnly: boolean;
  /** `@managed`: read-only to generic calls and the admin form; its module's own services write it. */
  managed?: true;
  default?: FieldDefault;
  values?: readonly string[];
  relation?: RelationTarget;
  /**
   * `@refersTo`: the id of a record of `/api/{row[moduleField]}/{plural}`, an entity chosen per row (a host widget's
   * module widget). No foreign key: the admin treats it as a relation whose target the row names.
   */
  reference?: { moduleField: string; plural: string };
  generate?: GeneratorName;
  pattern?: string;
  /** What a person is told when the text does not match (`must be a path such as /about`). */
  patternMessage?: string;
  /** Trimmed and lower-cased on write (`@lowercase`). */
  lowercase?: true;
  /** Longest text accepted (indexed text must fit in an index entry). */
  maxLength?: number;
  /** Least and greatest number accepted (`@min`, `@max` on a number or decimal field). */
  min?: number;
  max?: number;
}

/** What the registry generator emits for one entity. */
export interface EntityInput<TCreate extends z.ZodType = z.ZodType, TUpdate extends z.ZodType = z.ZodType> {
  module: ModuleName;
  model: string;
  table: string;
  plural: string;
  variants: readonly string[];
  /** Anyone may read its records (`@public`); otherwise only a permitting role or the secret key. */
  publiclyReadable: boolean;
  /** Keys of more than one field (`@@unique`): one record at most holds a key's values together. */
  uniqueTogether?: readonly (readonly string[])[];
  /**
   * `@publicWhenShown` (publiclyReadable too): a caller without a permitting role reads only the records a public record
   * shows (links to through a public relation entity) or whose `visibility` is `public` (shown-records.ts).
   */
  publicWhenShown?: boolean;
  /** `@publicWhenPublished` (publiclyReadable too): a caller without a permitting role reads only its published records. */
  publicWhenPublished?: boolean;
  /** Public pages show its records (`@public` or `@pageContent`): a write to it refreshes the cached pages. */
  shownOnPages: boolean;
  /**
   * `@pageContent module.plural.field`: pages show only the records a row of that link entity names by that field (a
   * subject with a public profile); the others are nobody's business, and a new record alone changes no page.
   */
  shownWhenNamedBy?: string;
  /**
   * `@ownPage`: not public, but a page pattern may name one of its records by id (`/donations/[ecommerce.orders.id]`):
   * the page is served for any id of its form and shows nothing of the record; its widgets read it in the browser with
   * the visitor's session, so only its owner sees it. No url of it is listed.
   */
  ownPage?: boolean;
  /**
   * `@createdByProduct`: its records are made only by the product's own code (services with the database): it has no
   * generic create, find-or-create or bulk create, and the admin offers no Add (docs/decisions/0055).
   */
  createdByProduct?: true;
  /** `@adminMultiSelect`: a join either side's admin form shows as a multi-select of the other side. */
  adminMultiSelect?: boolean;
  /** `@adminPanel`: module screen parts its edit form shows under the fields, in the order annotated. */
  adminPanels?: readonly AdminPanelName[];
  /** `@menu`: its place in the admin menu; without one, it is reached from its parents' forms and "all models". */
  menu?: AdminMenuPlace;
  /** `@adminDisplay`: its module's label, computed columns and read-only view of its records in the admin. */
  adminDisplay?: AdminDisplayName;
  fields: readonly FieldMeta[];
  create: TCreate;
  update: TUpdate;
}

/** A value a JSON column can hold. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
