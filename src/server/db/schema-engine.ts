import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { messages, PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import {
  bindMigrationAwareSqlAdapterFactory,
  DriverAdapterError,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
} from '@prisma/driver-adapter-utils';
import * as engineModule from '@prisma/schema-engine-wasm/schema_engine_bg';
import type { SchemaContainer, SchemaEngine } from '@prisma/schema-engine-wasm/schema_engine_bg';
import { PrismaPGlite } from 'pglite-prisma-adapter';

export type { DiffTarget, MigrationList, SchemaContainer, SchemaEngine } from '@prisma/schema-engine-wasm/schema_engine_bg';

let instantiated: Promise<void> | undefined;

/**
 * The package's entry imports its `.wasm` as an ES module, which Node 20 cannot do: instantiate the
 * binary by hand against the package's JS glue, once per process (the glue keeps it in a module variable).
 */
function instantiateEngine(): Promise<void> {
  instantiated ??= (async () => {
    const glue = createRequire(import.meta.url).resolve('@prisma/schema-engine-wasm/schema_engine_bg');
    const bytes = await readFile(path.join(path.dirname(glue), 'schema_engine_bg.wasm'));
    const { instance } = await WebAssembly.instantiate(bytes, { './schema_engine_bg.js': engineModule });
    engineModule.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
  })();
  return instantiated;
}

/**
 * Throwaway in-memory databases for the engine, a fresh one per connection (a reused shadow database fails
 * replaying migrations: `relation ... already exists`). pglite-prisma-adapter's own `connectToShadowDb`
 * opens a PGlite it never closes, whose timer then holds Node for 10 s: this factory closes them all.
 */
class InMemoryPGliteFactory implements SqlMigrationAwareDriverAdapterFactory {
  readonly provider = 'postgres';
  readonly adapterName = 'pglite-in-memory';
  readonly #databases: PGlite[] = [];

  connect(): Promise<SqlDriverAdapter> {
    return this.#open();
  }

  connectToShadowDb(): Promise<SqlDriverAdapter> {
    return this.#open();
  }

  async #open(): Promise<SqlDriverAdapter> {
    // The migrations create pg_trgm (the search indexes): it must be there to be created.
    const database = new PGlite({ extensions: { pg_trgm } });
    this.#databases.push(database);
    const adapter = await new PrismaPGlite(database).connect();
    // pglite-prisma-adapter 0.7 neither awaits a script nor reports its failure: the engine would go on as if
    // a broken migration had worked, and the error would crash Node as an unhandled rejection.
    adapter.executeScript = async (script) => {
      try {
        await database.exec(script);
      } catch (error) {
        throw error instanceof messages.DatabaseError ? asAdapterError(error) : error;
      }
    };
    return adapter;
  }

  async close(): Promise<void> {
    await Promise.all(this.#databases.map((database) => database.close()));
  }
}

/** What the engine can report in words; any other error reaches it only as `External error id#N`. */
function asAdapterError(error: messages.DatabaseError): DriverAdapterError {
  const { code = 'XX000', severity = 'ERROR', message, detail, column, hint } = error;
  return new DriverAdapterError({ kind: 'postgres', code, severity, message, detail, column, hint });
}

/** Engine log lines are JSON; only warnings and errors are worth a human's attention. */
function logEngine(line: string): void {
  if (/"level":"(WARN|ERROR)"/.test(line)) console.error(line);
}

/**
 * Runs `use` with a wasm schema engine for the datamodel `files`, backed by in-memory PGlite
 * (its shadow database included), and frees everything afterwards.
 */
export async function withSchemaEngine<T>(files: SchemaContainer[], use: (engine: SchemaEngine) => Promise<T>): Promise<T> {
  await instantiateEngine();
  const factory = new InMemoryPGliteFactory();
  try {
    const engine = await engineModule.SchemaEngine.new(
      { datamodels: files.map((file) => [file.path, file.content]) },
      logEngine,
      // The engine calls the factory's methods detached from it unless they are bound.
      bindMigrationAwareSqlAdapterFactory(factory),
    );
    try {
      return await use(engine);
    } finally {
      engine.free();
    }
  } finally {
    await factory.close();
  }
}
