import { isMainThread } from 'node:worker_threads';

/*
 * resvg-js allocates through its own mimalloc, which hands a freed block's pages back to the system 10 ms after the
 * free (its purge delay). Each drawing frees a 1500 × 1500 canvas and its copy for JavaScript (18 MB), and the next
 * drawing, later than that, faults in fresh zeroed pages: about 5 ms of system time per receipt on this VM. Kept for a
 * second, the pages serve a run of drawings; an idle thread gives them back at its next drawing. mimalloc reads its
 * options from the process's environment once, when resvg's library is loaded, so this is set on the main thread (a
 * worker's `process.env` is a copy of its own) before the first drawing loads it. A value set by the operator stands.
 */
export function keepDrawingMemoryBetweenDrawings(): void {
  if (isMainThread) process.env.MIMALLOC_PURGE_DELAY ??= '1000';
}
