import { createHash, randomBytes } from 'node:crypto';

/**
 * `development`: `npm run dev`, whose React Refresh and error overlay evaluate code; production never allows eval.
 * `telegramLogin`: the page offers the Telegram Login Widget (an accounts page, with the bot configured).
 */
export interface PolicyOptions {
  development?: boolean;
  telegramLogin?: boolean;
}

/**
 * What the Telegram Login Widget needs of a page (docs/decisions/0047): its script, from telegram.org (that one file,
 * not the whole origin), and the request it makes to oauth.telegram.org for the answer of a popup closed early. Its
 * popup is a window of Telegram's own, under Telegram's policy; no frame is used.
 */
export const TELEGRAM_LOGIN_SOURCES = {
  script: 'https://telegram.org/js/telegram-widget.js',
  connect: 'https://oauth.telegram.org',
} as const;

/** A nonce for one answer: 128 random bits (what CSP asks for at least), base64 as a nonce source may be written. */
export const newNonce = () => randomBytes(16).toString('base64');

/**
 * The policy of a page: scripts only from this origin (Next.js's chunks, which nosniff keeps to JavaScript types) and
 * the inline ones `scriptSources` allows (a nonce, or the hashes of the page's own). Styles may be inline: Radix and
 * sonner insert `<style>` elements and React writes `style` attributes, and none of them can carry a nonce on a cached
 * page; CSS cannot run script. Images and media may come from other https hosts (file storage on S3 or Vercel Blob, a
 * URL typed into the admin). Nothing may frame a page, so a click cannot be borrowed.
 */
export function pagePolicy(
  scriptSources: readonly string[],
  { development = false, telegramLogin = false }: PolicyOptions = {},
): string {
  const scripts = [
    "'self'",
    ...scriptSources,
    ...(development ? ["'unsafe-eval'"] : []),
    ...(telegramLogin ? [TELEGRAM_LOGIN_SOURCES.script] : []),
  ];
  const connections = ["'self'", ...(telegramLogin ? [TELEGRAM_LOGIN_SOURCES.connect] : [])];
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "font-src 'self' data:",
    `connect-src ${connections.join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** A page rendered for one answer: its inline scripts carry `nonce`. */
export const noncePolicy = (nonce: string, options?: PolicyOptions) => pagePolicy([`'nonce-${nonce}'`], options);

/** `<script …>…</script>`: its attributes and its text, as the HTML parser reads a script (no character references). */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /\ssrc\s*=/i;

/** The `'sha256-…'` source of each distinct inline script of `html` (those with a `src` are allowed by origin). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (HAS_SRC.test(attributes!)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text!, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** A page whose HTML is shared by many answers (the page cache): its inline scripts are allowed by their hashes. */
export const hashPolicy = (html: string, options?: PolicyOptions) => pagePolicy(inlineScriptHashes(html), options);

/** Answers that are not pages (API, files of Next.js, redirects, errors): nothing runs in them, nothing frames them. */
export const NOT_A_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
