/**
 * How the server process is started, by `npm start` (package.json), the e2e suite and the benchmarks alike: one node
 * process with tsx's loader (tsx's own command would relay a signal and kill a server busy for 60 ms), and a young
 * generation of up to 64 MB a semi-space (docs/decisions/0086): a page render's objects are then mostly collected
 * young instead of being copied and promoted mid-render. tests/unit/serve-command.test.ts holds package.json to it.
 */
export const SERVE_NODE_FLAGS = ['--max-semi-space-size=64'] as const;

/** The arguments of `node` that start the server, before any of serve.ts's own (`--dev`). */
export const serveArguments = (...imports: string[]) => [
  ...SERVE_NODE_FLAGS,
  '--import',
  'tsx',
  ...imports.flatMap((module) => ['--import', module]),
  'scripts/serve.ts',
];
