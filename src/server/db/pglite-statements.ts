import {
  messages,
  parse,
  PGlite,
  protocol,
  type PGliteOptions,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { statementNamer, type StatementNamer } from './statement-names';

/*
 * Named statements on PGlite (docs/decisions/0085). PGlite's `query` sends every statement unnamed, so its one backend
 * parses and plans it again at every call: an uncached page's statements (Prisma's relation joins, our prices and
 * fundraising reads) took about 25 ms, 18 of them parsing and planning. The statements statement-names.ts would name
 * on PostgreSQL are here prepared once (Parse, Describe) and then run by Bind and Execute, both outside transactions
 * and in them, for Prisma's adapter and for our own SQL alike.
 */

/** A prepared statement: its name, its parameters' types and its result's description (none for a bare UPDATE). */
interface Prepared {
  name: string;
  parameterTypes: number[];
  description: messages.BackendMessage[];
}

/** What a failed statement carries, as PGlite's own query attaches it (Prisma's adapter reads the error's fields). */
function described(error: unknown, query: string, params: unknown[], options: QueryOptions | undefined): unknown {
  if (error instanceof messages.DatabaseError) Object.assign(error, { query, params, queryOptions: options });
  return error;
}

/** Protocol messages sent as one buffer, which PGlite's backend reads through in one call. */
function joined(parts: readonly Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  const whole = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    offset += part.length;
  }
  return whole;
}

/** PostgreSQL's "cached plan must not change result type": a table changed under a prepared statement. */
const isStalePlan = (error: unknown) =>
  error instanceof messages.DatabaseError && error.code === '0A000' && /cached plan/i.test(error.message);

/**
 * PGlite whose statements seen often run prepared (the namer decides which, as on PostgreSQL). Everything else,
 * `exec`, listening, transactions' BEGIN and COMMIT, is PGlite's own.
 */
export class PGliteWithNamedStatements extends PGlite {
  readonly #namer: StatementNamer;
  readonly #prepared = new Map<string, Prepared>();
  /** Names whose statement went stale: closed before the text is prepared again under the same name. */
  readonly #closeFirst = new Set<string>();

  constructor(dataDir?: string, options?: PGliteOptions & { namer?: StatementNamer }) {
    super(dataDir, options);
    this.#namer = options?.namer ?? statementNamer();
  }

  override async query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    const name = this.#namer(sql, params.length);
    if (!name) return super.query<T>(sql, params, options);
    await this._checkReady();
    return this._runExclusiveTransaction(() => this.#runNamed<T>(name, sql, params, options, false));
  }

  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction((tx) => {
      const named: Transaction = Object.create(tx, {
        query: {
          value: <Row>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<Row>> => {
            const name = this.#namer(sql, params.length);
            if (!name) return tx.query<Row>(sql, params, options);
            if (tx.closed) throw new Error('Transaction is closed');
            return this.#runNamed<Row>(name, sql, params, options, true);
          },
        },
      });
      return callback(named);
    });
  }

  /** One statement by its name, prepared first if this backend has not seen it; the caller holds the transaction turn. */
  #runNamed<T>(name: string, sql: string, params: unknown[], options: QueryOptions | undefined, inTransaction: boolean) {
    return this._runExclusiveQuery(async () => {
      let result: Results<T>;
      try {
        result = await this.#bindAndExecute<T>(name, sql, params, options);
      } catch (error) {
        if (!isStalePlan(error)) throw error;
        // Prepared again with the table's new columns; inside a transaction the failure has aborted it already.
        this.#forget(sql);
        if (inTransaction) throw error;
        result = await this.#bindAndExecute<T>(name, sql, params, options);
      }
      // As PGlite's own query: a statement outside a transaction is written to the folder before it answers.
      if (!inTransaction) await this.syncToFs();
      return result;
    });
  }

  async #bindAndExecute<T>(name: string, sql: string, params: unknown[], options: QueryOptions | undefined) {
    const send = (...parts: Uint8Array[]) => this.execProtocolStream(joined(parts), { syncToFs: false });
    try {
      const prepared = this.#prepared.get(sql) ?? (await this.#prepare(send, name, sql, options));
      const values = params.map((value, index) => {
        if (value === null || value === undefined) return null;
        const type = prepared.parameterTypes[index]!;
        const serializer = options?.serializers?.[type] ?? this.serializers[type];
        return serializer ? serializer(value) : String(value);
      });
      // One call into PostgreSQL: after an error it skips to the Sync, so the session is ready again either way.
      const answered = await send(
        protocol.serialize.bind({ statement: name, values }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      );
      // The rows' description came with the Describe at preparation: parseResults reads it before the rows.
      const [parsers, rest] = this.#parsersFor(options);
      return parse.parseResults([...prepared.description, ...answered], parsers, rest)[0] as Results<T>;
    } catch (error) {
      throw described(error, sql, params, options);
    }
  }

  /**
   * The parsers of one call: the call's own over PGlite's. parseResults would merge them itself by copying PGlite's
   * 318 parsers for every statement (96 µs each); a call's own on top of PGlite's object read through costs about 1.
   */
  #parsersFor(options: QueryOptions | undefined): [PGlite['parsers'], QueryOptions | undefined] {
    if (!options?.parsers) return [this.parsers, options];
    const parsers = Object.assign(Object.create(this.parsers) as PGlite['parsers'], options.parsers);
    return [parsers, { ...options, parsers: undefined }];
  }

  async #prepare(
    send: (...parts: Uint8Array[]) => Promise<messages.BackendMessage[]>,
    name: string,
    sql: string,
    options: QueryOptions | undefined,
  ): Promise<Prepared> {
    const close = this.#closeFirst.delete(name) ? [protocol.serialize.close({ type: 'S', name })] : [];
    const description = await send(
      ...close,
      protocol.serialize.parse({ name, text: sql, types: options?.paramTypes }),
      protocol.serialize.describe({ type: 'S', name }),
      protocol.serialize.sync(),
    );
    const prepared = {
      name,
      parameterTypes: parse.parseDescribeStatementResults(description),
      description: description.filter((message) => message.name === 'rowDescription'),
    };
    // Kept only once PostgreSQL has it: a statement that failed to parse is tried anew (and fails anew) next time.
    this.#prepared.set(sql, prepared);
    return prepared;
  }

  /** Drops a prepared statement: its next call prepares it again (closing the old one first: it may be in a failed transaction now). */
  #forget(sql: string) {
    const prepared = this.#prepared.get(sql);
    if (!prepared) return;
    this.#prepared.delete(sql);
    this.#closeFirst.add(prepared.name);
  }
}
