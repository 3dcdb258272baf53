import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { LANGUAGES } from '../../shared/languages';
import { rbacPaths } from '../../shared/rbac-paths';
import { acceptsGzip, varyOnEncoding } from './compression';
import { hashPolicy, newNonce, noncePolicy, pagePolicy, type PolicyOptions } from './content-security-policy';
import { keepUncached } from './uncached';

/**
 * Pages Next.js renders for each visitor, since they read the session: the admin, next-auth's routes, and the accounts
 * pages by their exact addresses. Only those: a site page may live under `/{language}/rbac/…` too (a subject's,
 * `/ru/rbac/subjects/olga-belyaeva`), and a cached page given a nonce would hand it to other answers. A per-visitor
 * page missing here is safe, only slower: it is treated as shared (hashed, and held until complete).
 */
const ADMIN_AND_API = /^\/(?:admin|api)(?:\/|$)/;
const ACCOUNTS_PAGES = new Set(
  LANGUAGES.flatMap((language) =>
    Object.entries(rbacPaths(language))
      .filter(([name]) => name !== 'home')
      .map(([, path]) => path),
  ),
);
const rendersPerVisitor = (pathname: string) =>
  ADMIN_AND_API.test(pathname) || ACCOUNTS_PAGES.has(pathname.replace(/(.)\/$/, '$1'));

/** The accounts pages that offer the Telegram Login Widget (sign-in, the choice of method, linking in the settings). */
const TELEGRAM_LOGIN_PAGES = new Set(
  LANGUAGES.flatMap((language) => {
    const paths = rbacPaths(language);
    return [paths.signIn, paths.selectMethod, paths.settings];
  }),
);
const offersTelegramLogin = (pathname: string) => TELEGRAM_LOGIN_PAGES.has(pathname.replace(/(.)\/$/, '$1'));

type Chunk = string | Uint8Array;
const bytesOf = (chunk: Chunk, encoding?: BufferEncoding) =>
  typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(chunk);

/**
 * Holds back an HTML answer of Next.js until it is complete, then sends it with a policy allowing its inline scripts by
 * hash, gzipped when the client takes it. Next.js is asked for it uncompressed and whole (no conditional request: a 304
 * has no scripts to hash). Its headers wait too: Next.js's compression commits them before handing on the body, and a
 * streamed render flushes them first. Other answers (robots.txt, a sitemap, a route handler's) pass through, to the
 * compression the caller left on the response, since Next.js was asked for them uncompressed as well.
 */
function hashWhenHtml(request: IncomingMessage, response: ServerResponse, options: PolicyOptions) {
  const gzip = acceptsGzip(request.headers['accept-encoding']);
  delete request.headers['accept-encoding'];
  delete request.headers['if-none-match'];
  const writeHead = response.writeHead.bind(response);
  const write = response.write.bind(response);
  const end = response.end.bind(response);
  const flushHeaders = response.flushHeaders.bind(response);
  const chunks: Buffer[] = [];
  let head: Parameters<ServerResponse['writeHead']> | undefined;
  let html: boolean | undefined;
  // Decided when the headers or the first byte go out, once Next.js has set the content type.
  const isHtml = () => (html ??= String(response.getHeader('content-type') ?? '').startsWith('text/html'));
  response.writeHead = ((...args: Parameters<ServerResponse['writeHead']>) => {
    if (!isHtml()) return writeHead(...args);
    head = args;
    return response;
  }) as ServerResponse['writeHead'];
  response.flushHeaders = () => {
    if (!isHtml()) flushHeaders();
  };
  response.write = ((chunk: Chunk, encoding?: BufferEncoding | (() => void), callback?: () => void) => {
    if (!isHtml()) return write(chunk, encoding as BufferEncoding, callback);
    chunks.push(bytesOf(chunk, typeof encoding === 'string' ? encoding : undefined));
    (typeof encoding === 'function' ? encoding : callback)?.();
    return true;
  }) as ServerResponse['write'];
  response.end = ((chunk?: Chunk | (() => void), encoding?: BufferEncoding | (() => void), callback?: () => void) => {
    const done = [chunk, encoding, callback].find((argument) => typeof argument === 'function');
    const last = chunk && typeof chunk !== 'function' ? chunk : undefined;
    if (!isHtml()) return last === undefined ? end(done) : end(last, encoding as BufferEncoding, done);
    if (last !== undefined) chunks.push(bytesOf(last, typeof encoding === 'string' ? encoding : undefined));
    const page = Buffer.concat(chunks);
    response.setHeader('content-security-policy', hashPolicy(page.toString('utf8'), options));
    varyOnEncoding(response);
    // At once, not on zlib's threads: Next.js takes an answer whose `end` returned unsent for one it must still send.
    const gzipped = gzip && page.byteLength > 0 && request.method !== 'HEAD';
    const body = gzipped ? gzipSync(page) : page;
    if (gzipped) response.setHeader('content-encoding', 'gzip');
    if (request.method !== 'HEAD') response.setHeader('content-length', body.byteLength);
    writeHead(...(head ?? [response.statusCode]));
    return request.method === 'HEAD' || !body.byteLength ? end(done) : end(body, done);
  }) as ServerResponse['end'];
}

/**
 * Hands a request to Next.js under a policy that lets its page run. A page rendered for one visitor gets a fresh
 * nonce, which Next.js puts on its scripts. Any other page (the public site) is rendered without one: its HTML is kept
 * by the page cache and, while it renders, handed to every request for it that arrives meanwhile, so one answer's nonce
 * would reach others. Its answers allow its inline scripts by hash instead, as the cached pages do (cached-pages.ts).
 * `compression` (compressAnswer's, on this response) is released where Next.js compresses the answer itself.
 */
export function handToNext(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  pages: (request: IncomingMessage, response: ServerResponse) => unknown,
  options: PolicyOptions,
  compression: { release(): void },
) {
  // Next.js reads a render's nonce from the request's policy (either header): only the server may set it.
  delete request.headers['content-security-policy'];
  delete request.headers['content-security-policy-report-only'];
  const perVisitor = rendersPerVisitor(url.pathname);
  // The Telegram widget's sources only where it is offered (options.telegramLogin: the bot is configured).
  const telegramLogin = Boolean(options.telegramLogin) && perVisitor && offersTelegramLogin(url.pathname);
  const pageOptions: PolicyOptions = { ...options, telegramLogin };
  if (perVisitor) {
    const policy = noncePolicy(newNonce(), pageOptions);
    request.headers['content-security-policy'] = policy;
    response.setHeader('content-security-policy', policy);
  }
  if (!perVisitor && !url.pathname.startsWith('/_next/') && request.headers.rsc === undefined) {
    // Until the HTML is complete, a page allowing no inline script (what an answer flushed early is left with).
    response.setHeader('content-security-policy', pagePolicy([], pageOptions));
    hashWhenHtml(request, response, pageOptions);
  } else {
    // Next.js compresses its own answers (next.config's `compress`, on by default).
    compression.release();
  }
  // Drawn for this visitor (its account, the admin's records, next-auth's session): never kept by a cache. After the
  // release, which puts back the response's own writeHead.
  if (perVisitor) keepUncached(response);
  return pages(request, response);
}
