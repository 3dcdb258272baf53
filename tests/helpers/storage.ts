import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLocalFileStorage, type LocalFileStorage } from '../../src/server/platform/file-storage/local-storage';

/** Local file storage in a fresh temporary folder: tests never write into the repository. */
export function openTestFileStorage(): LocalFileStorage & { dispose(): void } {
  const root = mkdtempSync(path.join(tmpdir(), 'platform-test-uploads-'));
  return Object.assign(createLocalFileStorage({ root }), { dispose: () => rmSync(root, { recursive: true, force: true }) });
}
