import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Where the fingerprint of the last successful build is kept: inside the build, so that deleting `.next` rebuilds. */
export const FINGERPRINT_FILE = '.next/platform-build-fingerprint';

/** What `next build` reads from the project: its sources, static files, schema, configuration and locked dependencies. */
const BUILD_INPUTS = [
  'src',
  'public',
  'prisma/schema',
  'next.config.mjs',
  'postcss.config.mjs',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

/** Files among the inputs that the build does not read: visitors' uploads, and tests (Next.js compiles what pages import). */
const isInput = (entry: string) => entry !== 'public/uploads' && !/\.test\.tsx?$/.test(entry);

/**
 * Settings the build writes into its output: Next.js inlines NEXT_PUBLIC_* variables. SITE_URL is not one: pages are
 * rendered by the running server, and their absolute links are made from its SITE_URL then.
 */
const isBuildSetting = (name: string) => name.startsWith('NEXT_PUBLIC_');

/** The input files under `entry` (a path relative to `root`), in a stable order. */
function filesUnder(root: string, entry: string): string[] {
  const at = path.join(root, entry);
  if (!isInput(entry) || !existsSync(at)) return [];
  if (!statSync(at).isDirectory()) return [entry];
  return readdirSync(at)
    .sort()
    .flatMap((name) => filesUnder(root, path.posix.join(entry, name)));
}

export interface FingerprintOptions {
  /** The project's folder (default: the working directory). */
  root?: string;
  environment?: Readonly<Record<string, string | undefined>>;
}

/**
 * A digest of every build input's path and content, the installed Next.js version and the build settings of
 * `environment`: equal digests mean a build would produce the same output.
 */
export function buildFingerprint({ root = '.', environment = process.env }: FingerprintOptions = {}): string {
  const hash = createHash('sha256');
  for (const file of BUILD_INPUTS.flatMap((entry) => filesUnder(root, entry))) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  const nextPackage = path.join(root, 'node_modules/next/package.json');
  if (existsSync(nextPackage)) hash.update(`next ${JSON.parse(readFileSync(nextPackage, 'utf8')).version as string}\0`);
  // An empty variable is an unset one, to Next.js and to the product.
  for (const name of Object.keys(environment)
    .filter((name) => isBuildSetting(name) && environment[name])
    .sort())
    hash.update(`${name}=${environment[name]}\0`);
  return hash.digest('hex');
}

/** The digest recorded with the build in `.next`, if there is a build. */
function recordedFingerprint(root: string): string | undefined {
  const file = path.join(root, FINGERPRINT_FILE);
  return existsSync(path.join(root, '.next/BUILD_ID')) && existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

/** Whether `.next` holds a build made from `fingerprint` (default: the inputs and settings as they are now). */
export function buildIsCurrent(options: FingerprintOptions = {}, fingerprint = buildFingerprint(options)): boolean {
  return recordedFingerprint(options.root ?? '.') === fingerprint;
}

/** Records that `.next` holds the build of `fingerprint`: after a build that succeeded. */
export function recordBuild(fingerprint: string, root = '.'): void {
  writeFileSync(path.join(root, FINGERPRINT_FILE), fingerprint);
}
