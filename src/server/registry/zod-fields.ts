import { z } from 'zod';

/** Error map that names a missing field plainly instead of zod's "expected string, received undefined". */
export const requiredError =
  (name: string) =>
  (issue: { input?: unknown }): string | undefined =>
    issue.input === undefined ? `${name} is required` : undefined;

/** A multilingual text: a map from language code to text, such as `{ "ru": "…", "en": "…" }`. */
export const multilingual = () => z.record(z.string(), z.string(), { error: 'must be a map from language code to text' });
