import { lookup } from 'node:dns/promises';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { connect as netConnect, isIP } from 'node:net';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { connect as tlsConnect } from 'node:tls';
import * as crud from '../../crud/service';
import type { Database } from '../../db/database';
import { AppError, badRequest } from '../../errors';
import type { FileStorage } from '../../platform/file-storage/file-storage';
import { temporaryParent } from '../../platform/file-storage/temporary-folder';
import { MAX_UPLOAD_BYTES } from '../../platform/file-storage/upload-limit';
import { wholeNumberSetting, type Environment } from '../../platform/settings/whole-number';
import { decodeOrUndefined } from '../../uri';
import { ReceivedFile } from '../../../shared/received-file';
import { fileStorageFiles, type FileStorageFileRecord } from '../../../shared/registry/generated/file-storage';
import { IMAGE_HEADER_BYTES, imageDimensions, imageType } from '../../platform/file-storage/image-dimensions';
import { addressesOfThisMachine, isForbiddenAddress } from './remote-addresses';

/** Seconds a fetch of a remote file may take, redirects and all, unless FILE_STORAGE_REMOTE_TIMEOUT_SECONDS says otherwise. */
export const DEFAULT_REMOTE_TIMEOUT_SECONDS = 10;
/** Redirects followed before a fetch is refused. */
export const MAX_REDIRECTS = 3;

/** The field a remote file's address is given in, as a refusal names it. */
const FIELD = 'data.url';

/** Where a checked address is reached: the server's host name (Host header, TLS SNI and certificate) at that address. */
export interface RemoteTarget {
  protocol: 'http:' | 'https:';
  /** The URL's host name (without brackets). */
  host: string;
  /** The address checked for it: the connection goes there, with no second lookup. */
  address: string;
  port: number;
}

export interface RemoteFileOptions {
  /** Longest a fetch may take, from the first lookup to the last byte. */
  timeoutMs: number;
  /** Largest file taken (uploads' limit). */
  maxBytes: number;
  /** Every address of a host name (a test stands in a public one); default: the system's resolver. */
  resolve?: (host: string) => Promise<string[]>;
  /** Opens the connection to a checked address (a test points it at its own server); default: TCP, or TLS for https. */
  connect?: (target: RemoteTarget) => Duplex;
  /** This machine's addresses, refused however public they look; default: its network interfaces'. */
  thisMachine?: () => ReadonlySet<string>;
  /** Folder the temporary folder of a fetch is made in; default: this process's (temporary-folder.ts). */
  tempRoot?: string;
}

/** FILE_STORAGE_REMOTE_TIMEOUT_SECONDS (1 to 300) and the uploads' size limit. */
export const remoteFileSettings = (environment: Environment = process.env): RemoteFileOptions => ({
  timeoutMs:
    wholeNumberSetting(environment, 'FILE_STORAGE_REMOTE_TIMEOUT_SECONDS', DEFAULT_REMOTE_TIMEOUT_SECONDS, 1, 300) * 1000,
  maxBytes: MAX_UPLOAD_BYTES,
});

const refused = (problem: string) =>
  badRequest(`The file could not be taken from url: ${problem}`, [
    { field: FIELD, message: `${FIELD}: ${problem}`, code: 'invalid' },
  ]);

export const NOT_HTTP = 'must be an http or https address';
export const WITH_CREDENTIALS = 'may not hold a user name or password';
export const PRIVATE_ADDRESS = 'points to a private or local address';

/** The URL a client gave, if it is an absolute http(s) address without credentials; else why not. */
export function remoteUrlProblem(text: string): string | undefined {
  const url = URL.canParse(text) ? new URL(text) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return NOT_HTTP;
  if (url.username || url.password) return WITH_CREDENTIALS;
  return undefined;
}

const systemResolve = async (host: string) => (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

const systemConnect = ({ protocol, host, address, port }: RemoteTarget): Duplex =>
  protocol === 'https:'
    ? tlsConnect({ host: address, port, servername: isIP(host) ? undefined : host, ALPNProtocols: ['http/1.1'] })
    : netConnect({ host: address, port });

/** The target of a URL whose every address is public; a refusal otherwise (a host with no address among them). */
async function checkedTarget(url: URL, options: RemoteFileOptions): Promise<RemoteTarget> {
  const problem = remoteUrlProblem(url.href);
  if (problem) throw refused(problem);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = await (options.resolve ?? systemResolve)(host);
    } catch {
      addresses = [];
    }
    if (!addresses.length) throw refused(`the host ${host} was not found`);
  }
  const thisMachine = (options.thisMachine ?? addressesOfThisMachine)();
  if (addresses.some((address) => isForbiddenAddress(address, thisMachine))) throw refused(PRIVATE_ADDRESS);
  const protocol = url.protocol as RemoteTarget['protocol'];
  return { protocol, host, address: addresses[0]!, port: Number(url.port) || (protocol === 'https:' ? 443 : 80) };
}

/** The answer's head, its body still to read; or where it redirects. */
function get(url: URL, target: RemoteTarget, options: RemoteFileOptions, signal: AbortSignal): Promise<IncomingMessage> {
  const connect = options.connect ?? systemConnect;
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(
      {
        protocol: target.protocol,
        hostname: target.host,
        port: target.port,
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        headers: { accept: '*/*', 'accept-encoding': 'identity', 'user-agent': 'platform-file-storage' },
        // No agent: a connection of its own, to the checked address (no second lookup, nothing pooled).
        createConnection: () => connect(target),
        signal,
      },
      resolve,
    );
    request.on('error', reject);
    request.end();
  });
}

/** A remote file written to a temporary file, as an upload would be. */
export interface FetchedFile {
  file: ReceivedFile;
  /** Its first bytes, for its image size. */
  header: Buffer;
  /** The address the file was finally taken from (after redirects). */
  url: URL;
  /** Removes the temporary folder (a saved file was moved out of it already). */
  dispose(): Promise<void>;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** `type/subtype` (RFC 6838 names), of a length a column can hold. */
const MIME_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/;

/** The answer's Content-Type without parameters, if it is a valid MIME type. */
function contentTypeOf(answer: IncomingMessage): string | undefined {
  const type = answer.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  return type && MIME_TYPE.test(type) ? type : undefined;
}

/** The last segment of the URL's path, decoded: the file's name. */
const nameOf = (url: URL) => decodeOrUndefined(url.pathname.split('/').pop() ?? '') ?? '';

/** Streams the body to `file`, refused past `maxBytes`; answers its size and first bytes. */
async function writeBody(answer: IncomingMessage, file: string, maxBytes: number): Promise<{ size: number; header: Buffer }> {
  const headerParts: Buffer[] = [];
  let size = 0;
  await pipeline(
    answer,
    async function* counted(chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        const before = size;
        size += chunk.length;
        if (size > maxBytes) throw refused(`the file is larger than ${maxBytes} bytes`);
        if (before < IMAGE_HEADER_BYTES) headerParts.push(chunk.subarray(0, IMAGE_HEADER_BYTES - before));
        yield chunk;
      }
    },
    createWriteStream(file, { flags: 'wx' }),
  );
  if (!answer.complete) throw refused('the server closed the connection before the end of the file');
  return { size, header: Buffer.concat(headerParts) };
}

/**
 * Fetches a remote file into a temporary folder: only from an http(s) address whose every address is public (each
 * redirect's too, at most MAX_REDIRECTS), connecting to the address checked, within the time and size limits. Every
 * refusal is a 400 naming `data.url`; nothing is left behind.
 */
export async function fetchRemoteFile(text: string, options: RemoteFileOptions): Promise<FetchedFile> {
  const problem = remoteUrlProblem(text);
  if (problem) throw refused(problem);
  const controller = new AbortController();
  const seconds = options.timeoutMs / 1000;
  const tooSlow = () => refused(`the server did not answer within ${seconds} s`);
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(tooSlow());
    }, options.timeoutMs);
  });
  deadline.catch(() => undefined);
  const folder = await mkdtemp(path.join(await temporaryParent(options.tempRoot), 'remote-file-'));
  const dispose = () => rm(folder, { recursive: true, force: true });
  let answer: IncomingMessage | undefined;
  try {
    let url = new URL(text);
    for (let redirects = 0; ; redirects += 1) {
      const target = await Promise.race([checkedTarget(url, options), deadline]);
      answer = await Promise.race([get(url, target, options, controller.signal), deadline]).catch((error: unknown) => {
        if (controller.signal.aborted) throw tooSlow();
        if (error instanceof AppError) throw error;
        const code = (error as NodeJS.ErrnoException).code;
        throw refused(`could not be reached${code ? ` (${code})` : ''}`);
      });
      const location = answer.headers.location;
      if (!REDIRECTS.has(answer.statusCode ?? 0) || !location) break;
      answer.destroy();
      if (redirects === MAX_REDIRECTS) throw refused(`redirected more than ${MAX_REDIRECTS} times`);
      if (!URL.canParse(location, url)) throw refused('redirected to an address that is not a URL');
      url = new URL(location, url);
    }
    const status = answer.statusCode ?? 0;
    if (status < 200 || status > 299) throw refused(`answered ${status}`);
    const declared = Number(answer.headers['content-length']);
    if (declared > options.maxBytes) throw refused(`the file is larger than ${options.maxBytes} bytes`);
    const name = nameOf(url);
    const written = await Promise.race([writeBody(answer, path.join(folder, 'download'), options.maxBytes), deadline]).catch(
      (error: unknown) => {
        if (controller.signal.aborted) throw tooSlow();
        if (error instanceof AppError) throw error;
        throw refused('the server closed the connection before the end of the file');
      },
    );
    const type = contentTypeOf(answer) ?? imageType(written.header) ?? 'application/octet-stream';
    const file = new ReceivedFile({ field: 'file', name, type, size: written.size, path: path.join(folder, 'download') });
    return { file, header: written.header, url, dispose };
  } catch (error) {
    answer?.destroy();
    await dispose();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** Letters and digits, at most 20. */
const EXTENSION = /^[\p{L}\p{N}]{1,20}$/u;

/** Extensions of the types a URL may not name by its path. */
const EXTENSION_OF_TYPE: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
  'image/avif': 'avif',
  'application/pdf': 'pdf',
  'text/plain': 'txt',
  'text/csv': 'csv',
  'application/json': 'json',
};

/** The file's extension: its name's, else its type's. */
function extensionOf(name: string, type: string): string | undefined {
  const own = path.extname(name).slice(1).toLowerCase();
  return EXTENSION.test(own) ? own : EXTENSION_OF_TYPE[type];
}

/** What a file record from a URL is given: the URL, and any field of a file record but the file itself. */
export type RemoteFileData = { url: string; [field: string]: unknown };

/**
 * A file record of a remote file: fetched (fetchRemoteFile), saved to storage, and recorded with its size, MIME type,
 * extension and, for a PNG, JPEG, GIF or WebP image, its width and height, where `data` does not give them; its admin
 * title defaults to the file's name. A failing write removes the saved file.
 */
export async function createFileFromUrl(
  { db, storage }: { db: Database; storage: FileStorage },
  { url, ...data }: RemoteFileData,
  options: RemoteFileOptions,
): Promise<FileStorageFileRecord> {
  const fetched = await fetchRemoteFile(url, options);
  try {
    const { file } = fetched;
    const typeExtension = extensionOf('', file.type);
    const name = file.name || (typeExtension ? `file.${typeExtension}` : 'file');
    const dimensions = imageDimensions(fetched.header);
    const described = {
      adminTitle: name,
      size: file.size,
      mimeType: file.type,
      extension: extensionOf(name, file.type),
      ...(dimensions ?? {}),
    };
    const publicUrl = await storage.save(new ReceivedFile({ ...file, name }));
    try {
      const given = Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
      return (await crud.create(db, fileStorageFiles, {
        ...described,
        ...given,
        file: publicUrl,
      })) as unknown as FileStorageFileRecord;
    } catch (error) {
      await storage.remove(publicUrl);
      throw error;
    }
  } finally {
    await fetched.dispose();
  }
}
