/*
 * Reads a raw e-mail as an SMTP server receives it (RFC 5322 with MIME parts), as far as the tests look: headers
 * unfolded and their encoded words decoded, multipart bodies split into their parts, each part's body decoded from
 * base64 or quoted-printable into bytes. No parser package is installed for it.
 */

export interface MimePart {
  /** Header names in lower case, each value unfolded and decoded (`=?UTF-8?B?…?=`). */
  headers: Record<string, string>;
  /** The content type without its parameters, in lower case (`text/plain`). */
  type: string;
  /** A parameter of the content type or disposition (`boundary`, `charset`, `filename`, `name`). */
  parameter(name: string): string | undefined;
  /** The decoded body: bytes, and the same as UTF-8 text with its lines ended by `\n` (SMTP sends `\r\n`). */
  content: Buffer;
  text: string;
  /** The parts of a multipart body, in order; none for a leaf. */
  parts: MimePart[];
}

/** `=?charset?B|Q?…?=` words of a header, decoded (UTF-8 only: what nodemailer writes). */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_word, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

function decodeQuotedPrintable(body: string): Buffer {
  const soft = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < soft.length; index++) {
    const hex = soft[index] === '=' ? soft.slice(index + 1, index + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else bytes.push(...Buffer.from(soft[index]!, 'utf8'));
  }
  return Buffer.from(bytes);
}

/** A header's parameter (`filename="a.png"`, RFC 2231 `filename*=utf-8''…` too). */
function parameterOf(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  const extended = new RegExp(`;\\s*${name}\\*=(?:[^']*'[^']*')?([^;]+)`, 'i').exec(header);
  if (extended) return decodeURIComponent(extended[1]!.trim());
  const plain = new RegExp(`;\\s*${name}=(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(header);
  return plain ? (plain[1] ?? plain[2]) : undefined;
}

/** Reads `raw` (a whole message, or one part of one). */
export function readMime(raw: string): MimePart {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  const contentType = headers['content-type'] ?? 'text/plain';
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  const parameter = (name: string) => parameterOf(contentType, name) ?? parameterOf(headers['content-disposition'], name);
  const boundary = type.startsWith('multipart/') ? parameterOf(contentType, 'boundary') : undefined;
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1)
        .filter((part) => !part.startsWith('--'))
        // The line break before a boundary is the boundary's.
        .map((part) => readMime(part.replace(/^\r?\n/, '').replace(/\r?\n$/, '')))
    : [];
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  const content =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : Buffer.from(body, 'utf8');
  return { headers, type, parameter, content, text: content.toString('utf8').replace(/\r\n/g, '\n'), parts };
}

/** Every leaf part of `message`, depth first. */
export const leavesOf = (message: MimePart): MimePart[] => (message.parts.length ? message.parts.flatMap(leavesOf) : [message]);

/** The first leaf part of `type` (`text/html`), or undefined. */
export const partOf = (message: MimePart, type: string) => leavesOf(message).find((part) => part.type === type);
