/**
 * Where a server's CPU time went: the self time of a V8 CPU profile (`--cpu-prof`, bench/rest-list.ts's
 * BENCH_PROFILE) summed by function and by file (a dependency's files as its package), the time spent in and under
 * each of our own files, largest first, and the share of the log's writing (pino and its stream, whoever called them);
 * idle time left out.
 *
 *   tsx bench/cpu-profile.ts <file.cpuprofile> [how many rows, 25]
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** A dependency's files as its package; our own relative to the project; node's own as they are. */
function fileOf(url: string): string {
  if (!url) return '(native)';
  const packaged = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (packaged) return packaged[1]!;
  return url.replace(/^file:\/\//, '').replace(`${process.cwd()}/`, '');
}

const [file, top = '25'] = process.argv.slice(2);
if (!file) throw new Error('Usage: tsx bench/cpu-profile.ts <file.cpuprofile> [rows]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parents = new Map(profile.nodes.flatMap((node) => (node.children ?? []).map((child) => [child, node.id] as const)));
/** What is not work: the samples of an idle process, and the profiler's own. */
const IDLE = new Set(['(idle)', '(program)']);
const byFunction = new Map<string, number>();
/** Time spent in a function of our own file or under it, each file counted once per sample. */
const underFile = new Map<string, number>();
const byFile = new Map<string, number>();
/** The packages that format and write log lines: a sample with one of them on its stack is the log's cost. */
const LOGGING = new Set(['pino', 'sonic-boom', 'pino-std-serializers', 'quick-format-unescaped', 'fast-redact']);
let logging = 0;
let total = 0;
profile.samples.forEach((id, index) => {
  const micros = profile.timeDeltas[index] ?? 0;
  const { functionName, url, lineNumber } = nodes.get(id)!.callFrame;
  if (IDLE.has(functionName)) return;
  const where = fileOf(url);
  const ours = new Set<string>();
  let logs = false;
  for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
    const frame = nodes.get(at)!.callFrame.url;
    if (frame.includes('/src/') && !frame.includes('node_modules')) ours.add(fileOf(frame));
    logs ||= LOGGING.has(fileOf(frame));
  }
  if (logs) logging += micros;
  for (const file of ours) underFile.set(file, (underFile.get(file) ?? 0) + micros);
  const name = `${functionName || '(anonymous)'} ${where}${url ? `:${lineNumber + 1}` : ''}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
  byFile.set(where, (byFile.get(where) ?? 0) + micros);
  total += micros;
});

const print = (title: string, totals: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [name, micros] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, Number(top)))
    console.log(`${((micros / total) * 100).toFixed(1).padStart(5)}%  ${(micros / 1000).toFixed(0).padStart(7)} ms  ${name}`);
};
console.log(`${(total / 1e6).toFixed(1)} s of work (idle left out)`);
print('Self time by function', byFunction);
print('Self time by file or package', byFile);
print('Time in and under our files', underFile);
console.log(
  `\nWriting the log (${[...LOGGING].join(', ')}): ${((logging / total) * 100).toFixed(1)}%, ${(logging / 1000).toFixed(0)} ms`,
);
