/**
 * What a script chunk of the build is for, from the manifests `next build` wrote (`.next/build-manifest.json` and the
 * public page's client-reference manifest): Next.js's and React's runtime, which every page loads, or the segments
 * (layout, page, error, not-found) and client components that need it. Production chunks carry no module names, so
 * this is how the benchmark can say what to cut.
 */
import { existsSync, readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';

const BUILD_MANIFEST = '.next/build-manifest.json';
const CLIENT_MANIFEST = '.next/server/app/[language]/[[...url]]/page_client-reference-manifest.js';

export interface ChunkRole {
  /** `Next.js + React runtime`, or the segments that load it (`page`, `layout`, `error`, …). */
  role: string;
  /** Client components needing this chunk, fewest first (a chunk only one needs is that one's code). */
  modules: string[];
}

interface ClientManifest {
  clientModules: Record<string, { chunks: string[] }>;
  entryJSFiles?: Record<string, string[]>;
}

/** `[project]/main/node_modules/next/dist/…` → `next/dist/…`; `[project]/h-bench/src/app/…` → `src/app/…`. */
function shortName(name: string): string {
  const path = name.replace(/^\[project\]\//, '').split(' ')[0]!;
  const modules = path.lastIndexOf('node_modules/');
  if (modules >= 0) return path.slice(modules + 'node_modules/'.length);
  const source = path.indexOf('src/');
  return source >= 0 ? path.slice(source) : path;
}

/** The segment an entry of `entryJSFiles` is: `[project]/…/src/app/[language]/error` → `error`. */
function segmentName(entry: string): string {
  const path = shortName(entry);
  if (path.includes('builtin/')) return `Next.js ${path.split('/').at(-1)}`;
  const last = path.split('/').at(-1)!;
  return last === 'page' || last === 'layout' || last === 'error' || last === 'not-found' || last === 'global-error'
    ? last
    : path;
}

/** The roles of the build's chunks, keyed by their path (`/_next/static/chunks/x.js`); empty when no build is there. */
export function chunkRoles(): Map<string, ChunkRole> {
  const roles = new Map<string, ChunkRole>();
  if (!existsSync(BUILD_MANIFEST)) return roles;
  const build = JSON.parse(readFileSync(BUILD_MANIFEST, 'utf8')) as { rootMainFiles?: string[]; polyfillFiles?: string[] };
  for (const file of build.rootMainFiles ?? []) roles.set(`/_next/${file}`, { role: 'Next.js + React runtime', modules: [] });
  for (const file of build.polyfillFiles ?? []) roles.set(`/_next/${file}`, { role: 'polyfills (nomodule)', modules: [] });
  if (!existsSync(CLIENT_MANIFEST)) return roles;
  const sandbox: { __RSC_MANIFEST?: Record<string, ClientManifest> } = {};
  runInNewContext(readFileSync(CLIENT_MANIFEST, 'utf8'), sandbox);
  const manifest = Object.values(sandbox.__RSC_MANIFEST ?? {})[0];
  if (!manifest) return roles;
  const segments = new Map<string, string[]>();
  for (const [entry, files] of Object.entries(manifest.entryJSFiles ?? {}))
    for (const file of files) segments.set(`/_next/${file}`, [...(segments.get(`/_next/${file}`) ?? []), segmentName(entry)]);
  const needing = new Map<string, { name: string; chunks: number }[]>();
  for (const [name, module] of Object.entries(manifest.clientModules))
    for (const chunk of module.chunks) {
      const list = needing.get(chunk) ?? [];
      if (!list.some((known) => known.name === shortName(name)))
        list.push({ name: shortName(name), chunks: module.chunks.length });
      needing.set(chunk, list);
    }
  for (const [chunk, list] of needing) {
    if (roles.has(chunk)) continue;
    // Fewest chunks first: a component whose code is mostly this chunk before the ones that merely share it.
    const modules = list.sort((a, b) => a.chunks - b.chunks || a.name.localeCompare(b.name)).map((module) => module.name);
    // Next.js's own client components (its layout router, boundaries) are needed by every page of the App Router.
    const role = modules.every((name) => name.startsWith('next/'))
      ? 'Next.js App Router'
      : [...new Set(segments.get(chunk) ?? [])].join(', ') || 'client components';
    roles.set(chunk, { role, modules });
  }
  return roles;
}
