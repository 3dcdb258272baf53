/**
 * How the server process is started, by `npm start` (package.json), the e2e suite and the benchmarks alike: one node
 * process with tsx's loader, so that a signal reaches the server itself (tsx's own command would relay it and kill a
 * server busy for 60 ms). tests/unit/serve-command.test.ts holds package.json to it.
 */
export const serveArguments = (...imports: string[]) => [
  '--import',
  'tsx',
  ...imports.flatMap((module) => ['--import', module]),
  'scripts/serve.ts',
];
