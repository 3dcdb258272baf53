import { randomUUID } from 'node:crypto';
import type { createCaller } from '../../trpc/app-router';

export type Caller = ReturnType<typeof createCaller>;

/** What a generic `bulkCreate` of the caller takes: `{ data: [{ data: row }] }`. */
type BulkCreate<D> = (input: { data: { data: D }[] }) => Promise<unknown>;

/** The row type of an entity, read off its caller's `bulkCreate` (`RowOf<Caller['host']['pages']['bulkCreate']>`). */
export type RowOf<F> = F extends (input: { data: { data: infer D }[] }) => Promise<unknown> ? D : never;

/**
 * Ids given by the seed, so that records can point at each other before any is written and each entity is written in
 * one `bulkCreate`. Everything the seed writes shares one transaction, hence one createdAt, and lists fall back on
 * the id after createdAt: the first 8 hex digits count up so that lists show records in the order they were added.
 */
export class Ids {
  private count = 0;

  next(): string {
    this.count += 1;
    return `${this.count.toString(16).padStart(8, '0')}${randomUUID().slice(8)}`;
  }
}

/** The rows of one entity, gathered while the site is described and written at the end in one call. */
export class Rows<D extends { id?: string }> {
  private readonly rows: D[] = [];

  constructor(
    private readonly ids: Ids,
    private readonly bulkCreate: BulkCreate<D>,
  ) {}

  /** Adds a row and returns the id it will have. */
  add(row: D): string {
    const id = this.ids.next();
    this.rows.push({ ...row, id });
    return id;
  }

  get size(): number {
    return this.rows.length;
  }

  async write(): Promise<void> {
    if (this.rows.length) await this.bulkCreate({ data: this.rows.map((data) => ({ data })) });
  }
}
