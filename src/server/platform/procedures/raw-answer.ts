import { z } from 'zod';

/**
 * What a procedure of a route declared `answer: 'raw'` returns: the answer exactly as its caller expects it, not
 * wrapped in `{ data }` (a payment provider's reply: `OK <md5>` as text, an empty 200, `{"code":0}`). `body` text is
 * sent as text/plain, null or absent as no body at all, any other JSON value as application/json; `headers` add to
 * or override those (a provider that wants `text/html`). A JSON string is text: send it as `JSON.stringify(x)` text
 * with a JSON content type if that is ever what a caller wants.
 */
export const rawAnswer = z.strictObject({
  status: z.int().min(200).max(599),
  headers: z.record(z.string(), z.string()).optional(),
  body: z.json().optional(),
});
export type RawAnswer = z.infer<typeof rawAnswer>;
