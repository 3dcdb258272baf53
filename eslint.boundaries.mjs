import path from 'node:path';

/**
 * The layers of src/ and which way imports run (docs/decisions/0018, README "How it fits together"), as zones of
 * import-x/no-restricted-paths: a file in `target` may not import from `from`, `except` the entry points named.
 */
const at = (...globs) => globs.map((glob) => path.join(import.meta.dirname, 'src', glob));

/** Relative to this folder, as ESLint's `files` reads them. */
const screenFiles = ['src/{app,components,widgets,lib}/**'];
const screens = at('{app,components,widgets,lib}/**');
const edges = at(
  'server/http/**',
  'server/rest/**',
  'server/trpc/**',
  'server/openapi/**',
  'server/seed/**',
  'server/admin/**',
  'server/actions/**',
  'server/pages/**',
  'server/{api,caller,dependencies,jobs,next-api,next-auth,prepare-database,runtime}.ts',
);
const modules = at('server/modules/**');
const crud = at('server/crud/**');
const platform = at('server/platform/**');
const foundation = at('server/db/**', 'server/{errors,public-error,storable-text,uri}.ts');
const shared = at('shared/**');

/** What a module offers the edges: its procedures and exports. */
const moduleEntries = at('server/modules/{,*/}index.ts');
/** The server-only reads widgets and pages render from. */
const pageReads = at('server/modules/{*/widget-content,host/page-composition}.service.ts');

/**
 * Where screens may enter the server: the caller, server actions, page reads, the Next.js edges, and the typed
 * client's router type (a value import of it is refused by `typeOnly` below).
 */
const screenEntries = [
  ...at('server/{caller,next-api,next-auth,trpc/app-router}.ts', 'server/{actions,pages,admin}/**'),
  ...pageReads,
];

const zones = [
  {
    target: shared,
    from: [...at('server/**'), ...screens],
    message: 'src/shared is run by the browser and the server: it imports neither.',
  },
  {
    target: screens,
    from: at('server/**'),
    except: screenEntries,
    message: 'A screen reaches the server through its entry points (caller, server actions, server/pages, widget reads).',
  },
  { target: at('server/**'), from: screens, message: 'Server code does not import screens.' },
  {
    target: edges,
    from: modules,
    except: [...moduleEntries, ...pageReads],
    message: "An edge reaches a module through its index.ts (or a page read), never the module's internals.",
  },
  { target: modules, from: edges, message: 'A module does not import the edges (http, rest, trpc, the assembled API).' },
  { target: crud, from: [...modules, ...edges], message: 'Generic CRUD knows no module: modules hand it their hooks.' },
  { target: platform, from: [...crud, ...modules, ...edges], message: 'The platform sits beneath CRUD and the modules.' },
  {
    target: foundation,
    from: [...platform, ...crud, ...modules, ...edges],
    message: 'The database and base errors import nothing above them.',
  },
];

/** Imports a screen may make for types only (the tRPC client's router type). */
const typeOnly = [
  {
    group: ['@/server/trpc/*'],
    allowTypeImports: true,
    message: "Screens use the app router's type only; they call it through the tRPC client or the server caller.",
  },
];

export const importBoundaries = { zones, typeOnly, screenFiles };
