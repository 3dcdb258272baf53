/**
 * How the server process is started, by `npm start` (package.json), the e2e suite and the benchmarks alike: one node
 * process with tsx's loader, so that a signal reaches the server itself (tsx's own command would relay it and kill a
 * server busy for 60 ms). tests/unit/serve-command.test.ts holds package.json to it.
 *
 * Two settings of V8's young generation, each worth about a tenth of an API request's CPU (docs/decisions/0091):
 * - Semi-spaces of 64 MB rather than 16: a request's objects then die young before a collection finds them still in use
 *   among the others in flight; each REST list's collections cost about 10 µs instead of 29, for at most about 110 MB
 *   more memory.
 * - No allocation-site pretenuring: in three processes of eight, V8 took objects of some requests' allocation sites for
 *   long-lived and made them in the old generation from then on; each young collection then took 8 ms instead of
 *   1.7 and each request about 120 µs more CPU, until the process ended.
 */
export const serveArguments = (...imports: string[]) => [
  '--max-semi-space-size=64',
  '--no-allocation-site-pretenuring',
  '--import',
  'tsx',
  ...imports.flatMap((module) => ['--import', module]),
  'scripts/serve.ts',
];
