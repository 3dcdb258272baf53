/**
 * Pure value conversions of the admin field inputs: no React, no browser API, no path aliases (the unit tests
 * import this file directly).
 */

// ---------------------------------------------------------------------------------------------------------------
// Multilingual maps

/** A language map as the input edits it: only text entries; a plain string (a legacy value) counts as `language`. */
export function toTextMap(value: unknown, language: string): Record<string, string> {
  if (typeof value === 'string') return value ? { [language]: value } : {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** The map with `language` set to `text`, or without the key when the text is empty (`isEmpty` decides). */
export function withLanguageText(
  map: Record<string, string>,
  language: string,
  text: string,
  isEmpty: (text: string) => boolean = (value) => value === '',
): Record<string, string> {
  const rest = Object.fromEntries(Object.entries(map).filter(([code]) => code !== language));
  // Spread over the old map first, so an edited language keeps its place among the keys.
  return isEmpty(text) ? rest : { ...map, [language]: text };
}

/**
 * The tabs of a multilingual input: the admin's language first, then the site's other languages in their order,
 * then any other key the stored map holds (so no text is ever hidden).
 */
export function languageTabs(language: string, languages: readonly string[], stored: readonly string[] = []): string[] {
  const ordered = languages.includes(language) ? [language, ...languages.filter((code) => code !== language)] : [...languages];
  return [...ordered, ...stored.filter((code) => !ordered.includes(code))];
}

// ---------------------------------------------------------------------------------------------------------------
// Numbers

const NUMBER = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)(?:e[+-]?\d+)?$/i;

/**
 * What a number field's text means: null when empty, the number when it reads as one (a decimal comma is
 * accepted), NaN otherwise: a number the schema refuses, never a string.
 */
export function parseNumberText(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!NUMBER.test(trimmed)) return Number.NaN;
  const number = Number(trimmed.replace(',', '.'));
  return Number.isFinite(number) ? number : Number.NaN;
}

/** Whether `text` already shows `value` (so a re-render must not rewrite what is being typed: `1.` or `-`). */
export function numberTextShows(text: string, value: unknown): boolean {
  const parsed = parseNumberText(text);
  if (value === null || value === undefined || value === '') return parsed === null;
  if (typeof value !== 'number') return false;
  return Number.isNaN(value) ? parsed !== null && Number.isNaN(parsed) : parsed === value;
}

// ---------------------------------------------------------------------------------------------------------------
// Dates

/** A form value as a valid Date (a Date, or an ISO text or epoch number as a server might send it), else null. */
export function asDate(value: unknown): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : typeof value === 'string' || typeof value === 'number' ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/** The same calendar day at 00:00 UTC: what a date column stores. */
export const utcMidnight = (localDay: Date): Date =>
  new Date(Date.UTC(localDay.getFullYear(), localDay.getMonth(), localDay.getDate()));

/** The UTC day of a date column's value as a local Date (so local formatting and the calendar show that day). */
export const utcDayAsLocal = (value: Date): Date => new Date(value.getUTCFullYear(), value.getUTCMonth(), value.getUTCDate());

/** Minutes the time picker offers: steps of 5, plus the value's own minute when it is off the grid (15:07). */
export function minuteOptions(current?: number): number[] {
  const steps = Array.from({ length: 12 }, (_, index) => index * 5);
  return current === undefined || steps.includes(current) ? steps : [...steps, current].sort((a, b) => a - b);
}

export const HOURS: readonly number[] = Array.from({ length: 24 }, (_, hour) => hour);

export const twoDigits = (value: number) => String(value).padStart(2, '0');

// ---------------------------------------------------------------------------------------------------------------
// JSON

/**
 * What a json input hands the form while its text does not parse. The generated schema (`z.json()`) accepts any
 * text as a JSON string, so handing it the raw text would save `{"a": 1,` as the string "{\"a\": 1,": this object
 * is refused by `z.json()` instead ("Invalid input"), and carries the text and the parser's message.
 */
export class InvalidJsonText {
  constructor(
    readonly text: string,
    readonly message: string,
  ) {}
}

export const isInvalidJsonText = (value: unknown): value is InvalidJsonText => value instanceof InvalidJsonText;

export type JsonTextResult = { ok: true; value: unknown } | { ok: false; message: string };

/** The JSON value of a text; empty text is no JSON (the input turns it into null or an error itself). */
export function parseJsonText(text: string): JsonTextResult {
  if (text.trim() === '') return { ok: false, message: 'Enter a JSON value, such as {}' };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, message: `Invalid JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** The text a json input starts from: the value pretty-printed, the text of an unparsed value, or nothing. */
export function jsonToText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (isInvalidJsonText(value)) return value.text;
  try {
    return JSON.stringify(value, null, 2) ?? '';
  } catch {
    return '';
  }
}

/** Whether two JSON values are the same (by their serialisation; key order counts, which is enough here). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (isInvalidJsonText(a) || isInvalidJsonText(b)) return a === b;
  try {
    return JSON.stringify(a) === JSON.stringify(b);
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Files

export type MediaKind = 'image' | 'video' | 'other';

const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'avif', 'svg']);
const VIDEO_EXTENSIONS = new Set(['mp4', 'webm', 'ogg', 'mov']);

/** The extension of a URL's or file name's last path segment, lower-case, ignoring a query and a fragment. */
export function fileExtension(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Whether a URL (or file name) shows as an image, a video or a plain link; a MIME type, when known, decides first. */
export function mediaKind(url: string, mimeType?: string): MediaKind {
  if (mimeType?.startsWith('image/')) return 'image';
  if (mimeType?.startsWith('video/')) return 'video';
  const extension = fileExtension(url);
  if (IMAGE_EXTENSIONS.has(extension)) return 'image';
  if (VIDEO_EXTENSIONS.has(extension)) return 'video';
  return 'other';
}

/** `532 B`, `12.3 KB`, `4.5 MB`. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let size = bytes / 1024;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return `${size < 10 ? size.toFixed(1) : Math.round(size)} ${units[unit]}`;
}
