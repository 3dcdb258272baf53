import { chmod, lstat, mkdir, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Environment } from '../settings/whole-number';

/**
 * Where files stay while a request handles them (multipart bodies, fetched remote files): a folder of this server's
 * own, one subfolder per process named by its pid and start time. A process killed mid-upload leaves its subfolder
 * behind; the next start removes the subfolders of processes no longer running, never a running one's (two servers on
 * one machine share the folder).
 */

/** TEMP_ROOT, else `platform` in the system's temporary folder. */
export const temporaryRoot = (environment: Environment = process.env) => environment.TEMP_ROOT || path.join(tmpdir(), 'platform');

/** Told apart from an earlier process with the same pid (a container restarted runs as pid 1 again) by its start time. */
export const PROCESS_FOLDER_NAME = `${process.pid}-${Date.now()}`;
const PROCESS_FOLDER = /^(\d+)-\d+$/;

/**
 * The folder a request's temporary folder is made in: the one given (tests), else this process's. Made when missing:
 * a system clean-up of its temporary folder may have removed it since the last request.
 */
export async function temporaryParent(given?: string): Promise<string> {
  if (given) {
    await mkdir(given, { recursive: true });
    return given;
  }
  // The server's alone: no other user of the machine may list, swap or read what uploads leave there.
  const root = temporaryRoot();
  await mkdir(root, { recursive: true, mode: 0o700 });
  const info = await lstat(root);
  if (!info.isDirectory() || (process.getuid && info.uid !== process.getuid()))
    throw new Error(`${root} must be a folder of this server's own user (TEMP_ROOT), not a link nor another user's`);
  if ((info.mode & 0o077) !== 0) await chmod(root, 0o700);
  const folder = path.join(root, PROCESS_FOLDER_NAME);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  return folder;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // It runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A process folder whose process is gone. Our own pid under another start time is the process before us, gone. */
function isAbandoned(name: string): boolean {
  const match = PROCESS_FOLDER.exec(name);
  if (!match || name === PROCESS_FOLDER_NAME) return false;
  const pid = Number(match[1]);
  return pid === process.pid || !isRunning(pid);
}

/** At start: removes what processes no longer running left in the root (what else is there is left alone). */
export async function removeAbandonedTemporaryFolders(root: string = temporaryRoot()): Promise<string[]> {
  const entries = await readdir(root, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const abandoned = entries.filter((entry) => entry.isDirectory() && isAbandoned(entry.name)).map((entry) => entry.name);
  await Promise.all(abandoned.map((name) => rm(path.join(root, name), { recursive: true, force: true })));
  return abandoned;
}
