import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockFolder } from './folder-lock';

let root: string;
let folder: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'folder-lock-'));
  folder = path.join(root, 'pglite');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** The pid of a process that has ended. */
function endedPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

describe('lockFolder', () => {
  it('holds the folder with this pid beside it, and its release lets it go', () => {
    const release = lockFolder(folder);
    expect(readFileSync(`${folder}.lock`, 'utf8')).toBe(String(process.pid));
    expect(() => lockFolder(folder)).toThrow(`the database folder ${folder} is already open in this process`);
    release();
    expect(existsSync(`${folder}.lock`)).toBe(false);
    lockFolder(folder)();
  });

  it('refuses a folder another running process holds, naming it and the lock file', () => {
    writeFileSync(`${folder}.lock`, String(process.ppid));
    expect(() => lockFolder(folder)).toThrow(
      `the database folder ${folder} is in use by another process (pid ${process.ppid}): stop it, or set DATABASE_URL to another folder (if no such process is this product, remove ${folder}.lock)`,
    );
    expect(readFileSync(`${folder}.lock`, 'utf8')).toBe(String(process.ppid));
  });

  it('takes over a lock left by a process that has ended, or by an earlier process with this pid', () => {
    for (const left of [String(endedPid()), String(process.pid)]) {
      writeFileSync(`${folder}.lock`, left);
      const release = lockFolder(folder);
      expect(readFileSync(`${folder}.lock`, 'utf8')).toBe(String(process.pid));
      release();
    }
  });

  it('leaves a fresh lock without a pid to whoever is writing it, and takes it over once it is old', () => {
    writeFileSync(`${folder}.lock`, '');
    expect(() => lockFolder(folder)).toThrow(`the database folder ${folder} is being opened by another process: try again`);
    const minuteAgo = new Date(Date.now() - 60_000);
    utimesSync(`${folder}.lock`, minuteAgo, minuteAgo);
    lockFolder(folder)();
    expect(existsSync(`${folder}.lock`)).toBe(false);
  });
});
