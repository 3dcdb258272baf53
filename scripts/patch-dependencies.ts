/**
 * Run after every install (`postinstall`): the few changes this project makes to an installed dependency, each
 * exact, idempotent and checked. A file whose text no longer holds what a patch expects (an upgrade changed it) stops
 * the install with the patch's name, to be looked at again, rather than running on unpatched or half-patched.
 *
 *   npx tsx scripts/patch-dependencies.ts          apply (already applied: nothing to do)
 *   npx tsx scripts/patch-dependencies.ts --check  only say whether every patch is in place (exit 1 if not)
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface Patch {
  name: string;
  /** Why, and where it is recorded. */
  why: string;
  folder: string;
  /** Which files of the folder it changes: each must hold `find` once, or `replace` once (patched already). */
  files: RegExp;
  find: string;
  replace: string;
}

/**
 * tRPC's callRecursive, the call of one middleware, as its bundle compiles it (`spread`: the bundle's name for its
 * object-spread helper) or with the language's own spreads, as its source has them.
 */
function trpcMiddlewareCall(spread?: string): string {
  const copy = (of: string) => (spread ? `${spread}(${spread}({}, ${of}), {}, {` : `{ ...${of},`);
  const close = spread ? '}))' : '})';
  const context = spread ? `${spread}(${spread}({}, opts.ctx), nextOpts.ctx)` : '{ ...opts.ctx, ...nextOpts.ctx }';
  return [
    `\t\treturn await middleware(${copy('opts')}`,
    '\t\t\tmeta: _def.meta,',
    '\t\t\tinput: opts.input,',
    '\t\t\tnext(_nextOpts) {',
    '\t\t\t\tvar _nextOpts$getRawInput;',
    '\t\t\t\tconst nextOpts = _nextOpts;',
    `\t\t\t\treturn callRecursive(index + 1, _def, ${copy('opts')}`,
    `\t\t\t\t\tctx: (nextOpts === null || nextOpts === void 0 ? void 0 : nextOpts.ctx) ? ${context} : opts.ctx,`,
    '\t\t\t\t\tinput: nextOpts && "input" in nextOpts ? nextOpts.input : opts.input,',
    '\t\t\t\t\tgetRawInput: (_nextOpts$getRawInput = nextOpts === null || nextOpts === void 0 ? void 0 : nextOpts.getRawInput) !== null && _nextOpts$getRawInput !== void 0 ? _nextOpts$getRawInput : opts.getRawInput',
    `\t\t\t\t${close};`,
    '\t\t\t}',
    `\t\t${close};`,
  ].join('\n');
}

const TRPC_SPREADS_WHY =
  "tRPC's bundle copies a call's options twice per middleware with a compiled spread helper that defines each " +
  'property in turn (Babel-style _objectSpread2): about 12 µs of every API call, against well under one for the ' +
  'native spreads its source has (docs/decisions/0091).';

const PATCHES: readonly Patch[] = [
  {
    name: 'next: no JSON of a whole page when it is cached',
    why:
      "Next.js's IncrementalCache.set measures every entry as JSON (a page's HTML and its RSC payload, a Buffer written " +
      'out as an array of numbers) to refuse fetch-cache items over 2 MB; the limit never applies to pages or with a ' +
      'custom cache handler (ours), yet it cost an uncached render about 5 ms (docs/decisions/0086).',
    folder: 'node_modules/next/dist/compiled/next-server',
    files: /^app-(page|route)(-turbo)?(-experimental)?\.runtime\.prod\.js$/,
    find: 'let i=JSON.stringify(t).length;if(r.fetchCache&&i>2097152&&!this.hasCustomCacheHandler',
    replace:
      'let i=r.fetchCache&&!this.hasCustomCacheHandler?JSON.stringify(t).length:0;if(r.fetchCache&&i>2097152&&!this.hasCustomCacheHandler',
  },
  {
    name: "@trpc/server: native spreads in each middleware's call (ES module)",
    why: TRPC_SPREADS_WHY,
    folder: 'node_modules/@trpc/server/dist',
    files: /^initTRPC-[\w-]+\.mjs$/,
    find: trpcMiddlewareCall('_objectSpread2'),
    replace: trpcMiddlewareCall(),
  },
  {
    name: "@trpc/server: native spreads in each middleware's call (CommonJS)",
    why: TRPC_SPREADS_WHY,
    folder: 'node_modules/@trpc/server/dist',
    files: /^initTRPC-[\w-]+\.cjs$/,
    find: trpcMiddlewareCall('require_getErrorShape._objectSpread2'),
    replace: trpcMiddlewareCall(),
  },
];

const occurrences = (text: string, part: string) => text.split(part).length - 1;

/** Applies (or with `check`, only looks for) every patch; answers the problems found. */
export function patchDependencies(root: string, check: boolean, patches: readonly Patch[] = PATCHES): string[] {
  const problems: string[] = [];
  for (const patch of patches) {
    const folder = path.join(root, patch.folder);
    const files = readdirSync(folder).filter((file) => patch.files.test(file));
    if (files.length === 0) problems.push(`${patch.name}: no file in ${patch.folder} matches ${patch.files}`);
    for (const file of files) {
      const where = path.join(folder, file);
      const text = readFileSync(where, 'utf8');
      const [found, done] = [occurrences(text, patch.find), occurrences(text, patch.replace)];
      if (found === 0 && done === 1) continue;
      if (found !== 1 || done !== 0)
        problems.push(`${patch.name}: ${path.join(patch.folder, file)} does not hold the expected text once`);
      else if (check) problems.push(`${patch.name}: ${path.join(patch.folder, file)} is not patched`);
      else writeFileSync(where, text.replace(patch.find, patch.replace));
    }
  }
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const problems = patchDependencies(process.cwd(), process.argv.includes('--check'));
  for (const problem of problems) console.error(problem);
  if (problems.length) {
    console.error(`See scripts/patch-dependencies.ts: ${PATCHES.map((patch) => patch.why).join(' ')}`);
    process.exit(1);
  }
}
