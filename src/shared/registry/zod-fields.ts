import { z } from 'zod';
import { parseDate } from '../dates';
import { ReceivedFile } from '../received-file';

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

/** A ReceivedFile; described for the OpenAPI document as what it is on the wire, a file part of the form. */
const receivedFile = z.instanceof(ReceivedFile).meta({
  type: 'string',
  format: 'binary',
  description: 'a file sent beside data in a multipart body, in the form field of this name',
});

/**
 * A field edited with a file input: its text (a stored file's URL), or a file received with the request
 * (a ReceivedFile, which only readRequestBody makes: no JSON or superjson input can forge one). The file is
 * stored, and replaced by its URL, before the record is written.
 */
export const fileValue = <T extends z.ZodType>(name: string, text: T) =>
  z.union([text, receivedFile], {
    error: (issue) => (issue.input === undefined ? `${name} is required` : `${name} must be a text or a file`),
  });

/**
 * A `@managed` field in the generic create and update inputs: only its module's services write it, so a generic call
 * naming it is refused with a 400 that names the field and says why (left out, it would read as an unknown key).
 */
export const managed = (name: string) =>
  z
    .never({ error: `${name} is managed by its module: no generic call may write it` })
    .optional()
    .meta({ readOnly: true, description: `${name} is written only by its module's own services` });
