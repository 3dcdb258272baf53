/** The tables bench/admin.ts prints, and their subsection of README.md's "## Benchmark". */
import { readFileSync, writeFileSync } from 'node:fs';

export const README = 'README.md';
const SECTION = '## Benchmark';
export const HEADING = '### Admin at scale (`bench/admin.ts`)';
const START = '<!-- bench:admin:start -->';
const END = '<!-- bench:admin:end -->';
export const BROWSER_START = '<!-- bench:admin:browser:start -->';
export const BROWSER_END = '<!-- bench:admin:browser:end -->';

/** 100 → 10², 100000 → 10⁵; anything else written out. */
export function magnitude(rows: number): string {
  const exponent = Math.log10(rows);
  if (!Number.isInteger(exponent) || exponent < 1) return rows.toLocaleString('en-US');
  return `10${[...String(exponent)].map((digit) => '⁰¹²³⁴⁵⁶⁷⁸⁹'[Number(digit)]).join('')}`;
}

/** Text reflowed into lines of at most `width` characters, never breaking inside a `code span`. */
export function wrap(text: string, width = 120): string {
  const words = text.match(/(?:`[^`]*`|[^\s`])+/g) ?? [];
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (line && [...line].length + 1 + [...word].length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.join('\n');
}

export const ms = (value: number) =>
  value < 1 ? value.toFixed(2) : value < 10 ? value.toFixed(1) : Math.round(value).toLocaleString('en-US');

/** A Markdown table, columns padded as prettier writes them. */
export function markdownTable(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(3, ...rows.map((row) => [...row[column]!].length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => cell + ' '.repeat(widths[column]! - [...cell].length)).join(' | ')} |`;
  return [line(rows[0]!), `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`, ...rows.slice(1).map(line)].join('\n');
}

/** The same table for the console (no Markdown emphasis). */
export function consoleTable(table: string[][]): string {
  const rows = table.map((row) => row.map((cell) => cell.replaceAll('**', '')));
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => [...row[column]!].length)));
  return rows
    .map((row) => row.map((cell, column) => cell + ' '.repeat(widths[column]! - [...cell].length)).join('  '))
    .join('\n');
}

/** The browser part of the subsection written by an earlier run, kept when this run could not measure it. */
export function previousBrowserPart(): string | undefined {
  const text = readFileSync(README, 'utf8');
  const start = text.indexOf(BROWSER_START);
  const end = text.indexOf(BROWSER_END);
  return start >= 0 && end > start ? text.slice(start + BROWSER_START.length, end).trim() : undefined;
}

/** A subsection of "## Benchmark": its heading and the markers its figures are written between. */
export interface ReadmeSection {
  heading: string;
  start: string;
  end: string;
}

const ADMIN_SECTION: ReadmeSection = { heading: HEADING, start: START, end: END };

/**
 * Replaces the subsection's content (between its markers), creating it at the end of "## Benchmark" the first time.
 * The admin's unless another is given (bench/site.ts).
 */
export function writeReadmeSection(body: string, target: ReadmeSection = ADMIN_SECTION): void {
  const { heading: title, start: startMarker, end: endMarker } = target;
  const text = readFileSync(README, 'utf8');
  const block = `${startMarker}\n\n${body.trim()}\n\n${endMarker}`;
  const start = text.indexOf(startMarker);
  const end = text.indexOf(endMarker);
  let next: string;
  if (start >= 0 && end > start) next = text.slice(0, start) + block + text.slice(end + endMarker.length);
  else {
    const section = text.startsWith(`${SECTION}\n`) ? 0 : text.indexOf(`\n${SECTION}\n`);
    if (section < 0) throw new Error(`${README} has no "${SECTION}" section`);
    const heading = text.indexOf(`\n${title}\n`, section);
    if (heading >= 0) {
      const after = heading + title.length + 2;
      next = `${text.slice(0, after)}\n${block}\n${text.slice(after)}`;
    } else {
      // The end of the section: the next second-level heading, or the end of the file.
      const following = text.indexOf('\n## ', section + 1);
      const at = following < 0 ? text.length : following + 1;
      const before = text.slice(0, at).replace(/\n*$/, '\n\n');
      next = `${before}${title}\n\n${block}\n${following < 0 ? '' : '\n'}${text.slice(at)}`;
    }
  }
  writeFileSync(README, next);
}
