import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildFingerprint, buildIsCurrent, recordBuild } from '../../scripts/build-fingerprint';

let root: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
const fingerprint = (environment: Record<string, string> = {}) => buildFingerprint({ root, environment });

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'fingerprint-'));
  write('src/app/page.tsx', 'export default function Page() {}');
  write('public/logo.svg', '<svg/>');
  write('prisma/schema/host.prisma', 'model HostPage {}');
  write('package-lock.json', '{}');
  write('next.config.mjs', 'export default {}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the build fingerprint', () => {
  it('is the same for the same inputs', () => {
    expect(fingerprint()).toBe(fingerprint());
  });

  it.each([
    ['a source', 'src/app/page.tsx'],
    ['a new source', 'src/app/other.tsx'],
    ['a static file', 'public/logo.svg'],
    ['the schema', 'prisma/schema/host.prisma'],
    ['the locked dependencies', 'package-lock.json'],
    ['the Next.js configuration', 'next.config.mjs'],
  ])('changes with %s', (_, file) => {
    const before = fingerprint();
    write(file, 'changed');
    expect(fingerprint()).not.toBe(before);
  });

  it('changes with a build setting, not with a setting read only at run time', () => {
    const before = fingerprint({ NEXT_PUBLIC_DEFAULT_LANGUAGE: 'ru', DATABASE_URL: 'memory://' });
    expect(fingerprint({ NEXT_PUBLIC_DEFAULT_LANGUAGE: 'en', DATABASE_URL: 'memory://' })).not.toBe(before);
    expect(fingerprint({ NEXT_PUBLIC_DEFAULT_LANGUAGE: 'ru', DATABASE_URL: 'postgres://db/x', PORT: '5000' })).toBe(before);
    // Read when a page is rendered, by the running server: another address needs no build.
    expect(fingerprint({ NEXT_PUBLIC_DEFAULT_LANGUAGE: 'ru', SITE_URL: 'https://venets.example' })).toBe(before);
    // Empty is unset, to Next.js as to the product.
    expect(fingerprint({ NEXT_PUBLIC_DEFAULT_LANGUAGE: 'ru', NEXT_PUBLIC_FILE_STORAGE_PUBLIC_PATH: '' })).toBe(before);
  });

  it('stays the same when a visitor uploads a file or a test changes: the build reads neither', () => {
    const before = fingerprint();
    write('public/uploads/0c6f/photo.jpg', 'bytes');
    write('src/server/thing.test.ts', 'test');
    expect(fingerprint()).toBe(before);
  });

  it('makes a recorded build current until an input changes, and no build is never current', () => {
    expect(buildIsCurrent({ root, environment: {} })).toBe(false);
    write('.next/BUILD_ID', 'build');
    recordBuild(fingerprint(), root);
    expect(buildIsCurrent({ root, environment: {} })).toBe(true);
    write('src/app/page.tsx', 'edited');
    expect(buildIsCurrent({ root, environment: {} })).toBe(false);
  });
});
