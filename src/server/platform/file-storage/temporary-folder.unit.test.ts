import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROCESS_FOLDER_NAME, removeAbandonedTemporaryFolders, temporaryParent, temporaryRoot } from './temporary-folder';

let root: string;
const children: ChildProcess[] = [];

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'temporary-folder-test-'));
});
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  vi.unstubAllEnvs();
  rmSync(root, { recursive: true, force: true });
});

/** Another server process on this machine, still running. */
async function runningProcess(): Promise<ChildProcess & { pid: number }> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  children.push(child);
  await once(child, 'spawn');
  return child as ChildProcess & { pid: number };
}

/** A folder as a process leaves it in the middle of an upload. */
function uploading(name: string): string {
  const folder = path.join(root, name, 'upload-abc');
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'photo.jpg'), 'half a photo');
  return name;
}

describe('temporary folders of processes', () => {
  it('are made under TEMP_ROOT, one per process, again when something removed them', async () => {
    vi.stubEnv('TEMP_ROOT', root);
    expect(temporaryRoot()).toBe(root);
    const folder = await temporaryParent();
    expect(folder).toBe(path.join(root, PROCESS_FOLDER_NAME));
    rmSync(folder, { recursive: true });
    expect(await temporaryParent()).toBe(folder);
    expect(existsSync(folder)).toBe(true);
    expect(await temporaryParent(path.join(root, 'given'))).toBe(path.join(root, 'given'));
  });

  it("at start, removes a killed process's files and keeps a running process's in-flight upload", async () => {
    const killed = await runningProcess();
    const running = await runningProcess();
    const killedFolder = uploading(`${killed.pid}-1700000000000`);
    const runningFolder = uploading(`${running.pid}-1700000000001`);
    // An earlier process with this process's pid (a container restarted as pid 1) is gone.
    const earlierLife = uploading(`${process.pid}-1`);
    const own = uploading(PROCESS_FOLDER_NAME);
    const notOurs = uploading('someone-else');
    writeFileSync(path.join(root, '1-2'), 'a file, not a folder of ours');
    killed.kill('SIGKILL');
    await once(killed, 'exit');

    expect((await removeAbandonedTemporaryFolders(root)).sort()).toEqual([earlierLife, killedFolder].sort());
    expect(readdirSync(root).sort()).toEqual(['1-2', own, runningFolder, notOurs].sort());
    expect(readdirSync(path.join(root, runningFolder, 'upload-abc'))).toEqual(['photo.jpg']);

    running.kill('SIGKILL');
    await once(running, 'exit');
    expect(await removeAbandonedTemporaryFolders(root)).toEqual([runningFolder]);
    expect(await removeAbandonedTemporaryFolders(path.join(root, 'missing'))).toEqual([]);
  });
});
