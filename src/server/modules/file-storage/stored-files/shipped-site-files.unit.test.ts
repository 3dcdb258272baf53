import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isShippedSiteFile } from './shipped-site-files';

let folder: string;
let root: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'shipped-site-files-'));
  root = path.join(folder, 'site');
  await mkdir(path.join(root, 'photos'), { recursive: true });
  await writeFile(path.join(root, 'photos', 'lake.jpg'), 'a lake');
  await writeFile(path.join(folder, 'secret.txt'), 'outside the site');
  await symlink(path.join(folder, 'secret.txt'), path.join(root, 'escape.txt'));
  await symlink(folder, path.join(root, 'up'));
  await symlink(path.join(root, 'photos', 'lake.jpg'), path.join(root, 'alias.jpg'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

describe('a file the site ships', () => {
  it('is a /site/ path naming a file under the folder', async () => {
    expect(await isShippedSiteFile('/site/photos/lake.jpg', root)).toBe(true);
    // A link that stays inside the folder is its file.
    expect(await isShippedSiteFile('/site/alias.jpg', root)).toBe(true);
    expect(await isShippedSiteFile('/site/og.jpg')).toBe(true);
  });

  it('is nothing else: a folder, a missing file, a way out by dots, encodings or links', async () => {
    for (const url of [
      '/site/photos',
      '/site/photos/',
      '/site/photos/missing.jpg',
      '/site/../secret.txt',
      '/site/photos/../../secret.txt',
      '/site/%2e%2e/secret.txt',
      '/site/photos%2Flake.jpg',
      '/site//photos/lake.jpg',
      '/site/escape.txt',
      '/site/up/secret.txt',
      '/site/photos/lake.jpg\0',
      'site/photos/lake.jpg',
      '/other/photos/lake.jpg',
      '/site/',
    ])
      expect(await isShippedSiteFile(url, root), url).toBe(false);
  });
});
