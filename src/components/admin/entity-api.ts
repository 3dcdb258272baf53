import { TRPCClientError } from '@trpc/client';
import { createApiClient } from '@/lib/trpc/client';
import type { CodedMessage } from '@/shared/message-codes';
import type { Filter, FilterMethod } from '@/shared/registry/list-input';

/** A record as the generic calls return it. */
export type Row = Record<string, unknown> & { id: string };

export interface Filters {
  and?: Filter[];
  or?: Filter[];
}

export interface ListInput {
  filters?: Filters;
  /** Text looked for in the entity's text fields and languages, or its id (the server's `search`). */
  search?: string;
  orderBy?: { and: { column: string; method: 'asc' | 'desc' }[] };
  limit: number;
  offset: number;
}

interface Call<I, O> {
  query?(input: I): Promise<O>;
  mutate?(input: I): Promise<O>;
}

/** The generic procedures of one entity, as the typed client exposes them (`client.host.pages`). */
interface GenericProcedures {
  list: Call<ListInput, Row[]>;
  count: Call<{ filters?: Filters; search?: string; approximate?: boolean }, number>;
  get: Call<{ id: string }, Row>;
  create: Call<{ data: Record<string, unknown> }, Row>;
  update: Call<{ id: string; data: Record<string, unknown>; expectedUpdatedAt?: Date }, Row>;
  delete: Call<{ id: string }, Row>;
  bulkUpdate: Call<{ data: { id: string; data: Record<string, unknown> }[] }, Row[]>;
}

let client: ReturnType<typeof createApiClient> | undefined;

/** The admin's one tRPC client (same origin, the session's cookies): module screen parts call their routes on it. */
export const apiClient = () => (client ??= createApiClient());

/**
 * The generic calls of the entity with these router keys, over the same tRPC client as every other screen.
 * The admin reaches entities by their keys at run time, which the typed client cannot express; the shape of
 * what it reaches is the generic procedures' (src/server/trpc/crud-procedures.ts).
 */
export function entityApi(entity: { moduleKey: string; routerKey: string }) {
  const procedures = (apiClient() as unknown as Record<string, Record<string, GenericProcedures>>)[entity.moduleKey]![
    entity.routerKey
  ]!;
  return {
    list: (input: ListInput) => procedures.list.query!(input),
    count: (filters?: Filters, search?: string) =>
      procedures.count.query!({ ...(filters ? { filters } : {}), ...(search ? { search } : {}), approximate: true }),
    get: (id: string) => procedures.get.query!({ id }),
    create: (data: Record<string, unknown>) => procedures.create.mutate!({ data }),
    update: (id: string, data: Record<string, unknown>, expectedUpdatedAt?: Date) =>
      procedures.update.mutate!({ id, data, ...(expectedUpdatedAt ? { expectedUpdatedAt } : {}) }),
    remove: (id: string) => procedures.delete.mutate!({ id }),
    bulkUpdate: (items: { id: string; data: Record<string, unknown> }[]) => procedures.bulkUpdate.mutate!({ data: items }),
  };
}

/** One failing field of an answer (`data.title`), or the whole call when `field` is absent; with its code. */
export type ApiCause = CodedMessage;

interface ErrorData {
  causes?: ApiCause[];
  messageCode?: string;
}

/** A refused call's data: the tRPC client's error data, or that of a REST answer (a save with files). */
const dataOf = (error: unknown): ErrorData | undefined =>
  error instanceof TRPCClientError ? (error.data as ErrorData | undefined) : (error as ErrorData | undefined);

const causesOf = (error: unknown): ApiCause[] | undefined => dataOf(error)?.causes;

/** The causes an error answer names (the server's `cause` list), or its message alone (with its code, if it has one). */
export function errorCauses(error: unknown): ApiCause[] {
  const causes = Array.isArray(causesOf(error)) ? causesOf(error)! : [];
  if (causes.length) return causes;
  const messageCode = dataOf(error)?.messageCode;
  return [{ message: error instanceof Error ? error.message : String(error), ...(messageCode ? { code: messageCode } : {}) }];
}

/** The tRPC code of a refused call (`FORBIDDEN`), when it has one. */
export const refusalCode = (error: unknown): string | undefined =>
  error instanceof TRPCClientError ? (error.data as { code?: string } | undefined)?.code : undefined;

/** Whether the error says the record does not exist (a 404). */
export const isNotFound = (error: unknown) => refusalCode(error) === 'NOT_FOUND';

/**
 * Whether the error is the 409 of an update whose record changed since the form loaded it: its code says so, where the
 * field alone (`expectedUpdatedAt`) also names a 400 (a version that is no date, an entity that keeps none).
 */
export const isEditConflict = (error: unknown) => (causesOf(error) ?? []).some((cause) => cause.code === 'edit_conflict');

export type { Filter, FilterMethod };
