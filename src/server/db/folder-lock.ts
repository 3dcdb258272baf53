import { linkSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';

/*
 * PGlite keeps its database in a folder and assumes it is the folder's only user: a second process opening it (a
 * second `npm start`, a seed beside a running server) and closing it again writes over what the first one holds, and
 * the next start finds the folder broken. A lock file beside the folder (`.data/pglite.lock`) holding the pid of the
 * process that has it open keeps a second opener out.
 */

/** The folders this process holds: a lock naming this pid that is not among them was left by an earlier process. */
const held = new Set<string>();

const lockFileOf = (folder: string) => `${folder}.lock`;

function holderOf(file: string): number | undefined {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** How long a lock file without a readable pid counts as another opener's before it is taken over. */
const UNREADABLE_LOCK_MS = 10_000;

const modifiedAt = (file: string) => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
};

/** Whether a process with this pid runs (one of another user's answers EPERM: it runs too). */
function runs(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes `folder` for this process, or refuses, naming the process that has it: the database's one clear line at a
 * start (docs/decisions/0040). A lock left by a process that has ended (killed, a container restarted with the same
 * pid) is taken over. Returns the release, which the database's close calls.
 */
export function lockFolder(folder: string): () => void {
  const file = lockFileOf(folder);
  if (held.has(folder)) throw new Error(`the database folder ${folder} is already open in this process`);
  for (let attempt = 0; attempt < 2; attempt++) {
    // Written whole under a name of its own, then linked into place: whoever finds the lock finds it with its pid.
    const own = `${file}.${process.pid}`;
    writeFileSync(own, String(process.pid));
    try {
      linkSync(own, file);
      held.add(folder);
      return () => {
        held.delete(folder);
        if (holderOf(file) === process.pid) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = holderOf(file);
      // A lock without a pid was written by no version of this code; a fresh one may be another writer's: not taken.
      if (holder === undefined && Date.now() - modifiedAt(file) < UNREADABLE_LOCK_MS)
        throw new Error(`the database folder ${folder} is being opened by another process: try again`, { cause: error });
      if (holder !== undefined && holder !== process.pid && runs(holder))
        throw new Error(
          `the database folder ${folder} is in use by another process (pid ${holder}): stop it, or set DATABASE_URL to another folder (if no such process is this product, remove ${file})`,
          { cause: error },
        );
      rmSync(file, { force: true });
    } finally {
      rmSync(own, { force: true });
    }
  }
  throw new Error(`the database folder ${folder} could not be locked: ${file} keeps reappearing`);
}
