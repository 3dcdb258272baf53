import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { patchDependencies, type Patch } from '../../scripts/patch-dependencies';

const patch: Patch = {
  name: 'a test patch',
  why: 'tested',
  folder: 'node_modules/some-package/dist',
  files: /^runtime(-turbo)?\.js$/,
  find: 'slow(everything);',
  replace: 'fast(everything);',
};

let root = '';
const file = (name: string) => path.join(root, patch.folder, name);

function install(files: Record<string, string>) {
  root = mkdtempSync(path.join(tmpdir(), 'patch-dependencies-'));
  mkdirSync(path.join(root, patch.folder), { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(file(name), text);
}

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = '';
});

describe('patchDependencies', () => {
  it('finds every patch in place in the installed dependencies (postinstall ran)', () => {
    expect(patchDependencies(process.cwd(), true)).toEqual([]);
  });

  it('patches each matching file once, and a second run changes nothing', () => {
    install({
      'runtime.js': 'a();slow(everything);b();',
      'runtime-turbo.js': 'slow(everything);',
      'other.js': 'slow(everything);',
    });
    expect(patchDependencies(root, true, [patch])).toEqual([
      `a test patch: ${path.join(patch.folder, 'runtime-turbo.js')} is not patched`,
      `a test patch: ${path.join(patch.folder, 'runtime.js')} is not patched`,
    ]);
    expect(readFileSync(file('runtime.js'), 'utf8')).toBe('a();slow(everything);b();');
    expect(patchDependencies(root, false, [patch])).toEqual([]);
    expect(readFileSync(file('runtime.js'), 'utf8')).toBe('a();fast(everything);b();');
    expect(readFileSync(file('runtime-turbo.js'), 'utf8')).toBe('fast(everything);');
    expect(readFileSync(file('other.js'), 'utf8')).toBe('slow(everything);');
    expect(patchDependencies(root, false, [patch])).toEqual([]);
    expect(patchDependencies(root, true, [patch])).toEqual([]);
  });

  it('refuses a file whose text changed (an upgrade) and one with no file to patch, writing nothing', () => {
    install({ 'runtime.js': 'slow(everything, differently);', 'runtime-turbo.js': 'slow(everything);slow(everything);' });
    expect(patchDependencies(root, false, [patch])).toEqual([
      `a test patch: ${path.join(patch.folder, 'runtime-turbo.js')} does not hold the expected text once`,
      `a test patch: ${path.join(patch.folder, 'runtime.js')} does not hold the expected text once`,
    ]);
    expect(readFileSync(file('runtime-turbo.js'), 'utf8')).toBe('slow(everything);slow(everything);');
    expect(patchDependencies(root, false, [{ ...patch, files: /^nothing\.js$/ }])).toEqual([
      `a test patch: no file in ${patch.folder} matches /^nothing\\.js$/`,
    ]);
  });
});
