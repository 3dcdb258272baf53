import type { ColumnType, FieldMeta } from './types';

/*
 * Computed columns: facts a module knows about the records of an entity that no column of its table holds (a person's
 * email lives on their identities; a donation's amount on its lines and payments). They are declared here, by entity
 * path, so that the list's input, the admin's table and its words know them; the module that knows each fact gives
 * its SQL on the server (src/server/crud/computed-columns.ts), and every list reads them in the same statement as its
 * page, one correlated subquery per column and row of the page: never one call per row.
 */

/** How a computed value reads in a table's cell. */
export const COMPUTED_KINDS = ['text', 'labels', 'amounts', 'datetime'] as const;
export type ComputedKind = (typeof COMPUTED_KINDS)[number];

/** One amount of an `amounts` column: exact decimal text, with what its currency's symbol and decimals say. */
export interface ComputedAmount {
  amount: string;
  slug: string;
  symbol: string | null;
  decimals: number;
}

export interface ComputedColumnMeta {
  name: string;
  /**
   * What it reads as: `text` (an email), `labels` (a JSON list of texts or language maps: roles, projects),
   * `amounts` (a JSON list of ComputedAmount, one per currency), `datetime`.
   */
  kind: ComputedKind;
  /** The list's search looks in it too (by email): a `text` column only. */
  searched?: true;
  /** What a record with no name of its own is known by (a person's email, a donation's donor). */
  names?: true;
  /**
   * The admin's table and pickers leave out the records where it is empty (a subject with no identity: one per
   * anonymous browser session) until the admin asks for them.
   */
  hidesEmpty?: true;
}

/** How each kind is filtered and compared, as a column of that type would be. */
const COLUMN_TYPES: Record<ComputedKind, ColumnType> = {
  text: 'string',
  labels: 'json',
  amounts: 'json',
  datetime: 'datetime',
};

/** Every entity's computed columns, by path. A column declared here must have its SQL on the server. */
export const COMPUTED_COLUMNS = {
  '/api/rbac/subjects': [
    { name: 'email', kind: 'text', searched: true, names: true, hidesEmpty: true },
    { name: 'roles', kind: 'labels' },
    { name: 'given', kind: 'amounts' },
  ],
  '/api/ecommerce/orders': [
    { name: 'donor', kind: 'text', searched: true, names: true },
    { name: 'projects', kind: 'labels' },
    { name: 'amount', kind: 'amounts' },
    { name: 'paidAt', kind: 'datetime' },
  ],
  '/api/billing/subscriptions': [
    { name: 'donor', kind: 'text', searched: true, names: true },
    { name: 'charge', kind: 'amounts' },
    { name: 'given', kind: 'amounts' },
  ],
  '/api/agent/agents': [{ name: 'lastRun', kind: 'datetime' }],
} as const satisfies Record<string, readonly ComputedColumnMeta[]>;

export type ComputedPath = keyof typeof COMPUTED_COLUMNS;

const declared: Partial<Record<string, readonly ComputedColumnMeta[]>> = COMPUTED_COLUMNS;

/** The computed columns of the entity at `path` (none for most). */
export const computedColumnsOf = (path: string): readonly ComputedColumnMeta[] => declared[path] ?? [];

/**
 * A computed column as a read-only, nullable field, where filters and column lists take fields: never written,
 * never a relation, compared as its kind's column type.
 */
export const computedFieldMeta = (column: ComputedColumnMeta): FieldMeta => ({
  name: column.name,
  column: column.name,
  type: COLUMN_TYPES[column.kind],
  input: column.kind === 'datetime' ? 'datetime' : 'text',
  required: false,
  nullable: true,
  unique: false,
  multilingual: false,
  secret: false,
  readOnly: true,
});
