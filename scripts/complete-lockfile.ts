// `npm run lock:complete`: adds to package-lock.json the platform packages of other systems that the registry
// mirror of this machine does not hold (Next's SWC binaries for macOS and Windows), so that `npm ci` works on
// every platform. Run it after any `npm install` that changes the lock file. See docs/decisions/0007.
import { readFileSync, writeFileSync } from 'node:fs';

interface LockEntry {
  version?: string;
  integrity?: string;
  cpu?: string[];
  os?: string[];
  libc?: string[];
  license?: string;
  optional?: boolean;
  engines?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

const LOCK_FILE = 'package-lock.json';
const lock = JSON.parse(readFileSync(LOCK_FILE, 'utf8')) as { packages: Record<string, LockEntry> };

const OS = ['darwin', 'linux', 'win32', 'freebsd', 'android', 'openbsd', 'netbsd', 'sunos', 'aix'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32'];
const partsOf = (name: string) => name.split('/').pop()!.split('-');

/**
 * A package's platform as its name says it (`swc-darwin-arm64`), or undefined when the name does not say. A
 * WebAssembly build (`oxide-wasm32-wasi`) names only its cpu, which no machine has: npm never installs it.
 */
function platformOf(name: string): Pick<LockEntry, 'os' | 'cpu'> | undefined {
  const parts = partsOf(name);
  const os = OS.find((candidate) => parts.includes(candidate));
  const cpu = CPU.find((candidate) => parts.includes(candidate));
  if (cpu === 'wasm32') return { cpu: [cpu] };
  return os && cpu ? { os: [os], cpu: [cpu] } : undefined;
}

const added: string[] = [];
for (const [key, entry] of Object.entries(lock.packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const place = `node_modules/${name}`;
    if (lock.packages[place] || lock.packages[`${key}/${place}`]) continue;
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(range)) {
      console.warn(`Left out ${name}@${range} (optional dependency of ${key || 'the project'}): not a pinned platform package`);
      continue;
    }
    // A sibling of the same family (`@next/swc-linux-x64-gnu`) gives licence and engines.
    const family = partsOf(name)[0];
    const sibling = Object.entries(lock.packages).find(
      ([other]) => other.startsWith(place.slice(0, place.lastIndexOf('/') + 1)) && partsOf(other)[0] === family,
    )?.[1];
    // Keys in the order npm writes them.
    lock.packages[place] = {
      version: range,
      cpu: platform.cpu,
      ...(sibling?.license ? { license: sibling.license } : {}),
      optional: true,
      ...(platform.os ? { os: platform.os } : {}),
      ...(sibling?.engines ? { engines: sibling.engines } : {}),
    };
    added.push(`${name}@${range}`);
  }
}

// npm writes the packages in key order; keep it, so the next `npm install` leaves the file as it is.
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0)),
);
writeFileSync(LOCK_FILE, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added.length ? `Added ${added.join(', ')}` : 'The lock file already names every optional platform package');
