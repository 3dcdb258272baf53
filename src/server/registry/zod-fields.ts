import { z } from 'zod';
import { parseDate } from '../dates';

/** Error map that names a missing field plainly instead of zod's "expected string, received undefined". */
export const requiredError =
  (name: string) =>
  (issue: { input?: unknown }): string | undefined =>
    issue.input === undefined ? `${name} is required` : undefined;

/** A multilingual text: a map from language code to text, such as `{ "ru": "…", "en": "…" }`. */
export const multilingual = () => z.record(z.string(), z.string(), { error: 'must be a map from language code to text' });

/** Dates PostgreSQL can store and JavaScript can write back: years 1 to 9999. */
const EARLIEST = new Date('0001-01-01T00:00:00.000Z');
const LATEST = new Date('9999-12-31T23:59:59.999Z');

/** A date or date-time given as a Date or an ISO 8601 text. */
export const dateValue = (name: string) =>
  z.preprocess(
    (value) => parseDate(value) ?? value,
    z
      .date({ error: (issue) => (issue.input === undefined ? `${name} is required` : `${name} must be an ISO 8601 date`) })
      .min(EARLIEST, `${name} must be in the years 1 to 9999`)
      .max(LATEST, `${name} must be in the years 1 to 9999`),
  );
