import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import busboy from 'busboy';
import type { AddressInfo } from 'node:net';

/** A bot token of the shape BotFather gives, for tests only. */
export const TEST_BOT_TOKEN = '7000000001:AAFakeTokenForTestsOnly_0123456789abcdef';
export const TEST_BOT_USERNAME = 'platform_test_bot';

/** What the fake received: one call of the Bot API. */
export interface BotApiCall {
  method: string;
  chatId: string;
  /** sendMessage's text, or sendPhoto's caption. */
  text: string;
  /** sendPhoto's file. */
  photo?: { filename: string; size: number };
  at: number;
}

/** An answer the test scripts: Telegram's refusal with its code, and for a 429 the seconds to wait. */
export interface ScriptedRefusal {
  code: 400 | 403 | 429 | 500;
  retryAfter?: number;
  /** Only for this chat (default: the next call, whatever its chat). */
  chatId?: string;
}

const DESCRIPTIONS: Record<ScriptedRefusal['code'], string> = {
  400: 'Bad Request: chat not found',
  403: 'Forbidden: bot was blocked by the user',
  429: 'Too Many Requests: retry after',
  500: 'Internal Server Error',
};

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A file of a multipart call: its name and size. */
interface ReceivedPart {
  filename: string;
  size: number;
}

/**
 * The call's fields: JSON (sendMessage) or multipart (sendPhoto with a file), read as Telegram reads them: grammy sends
 * the file as a part of its own, named by the field's `attach://<name>`.
 */
async function fieldsOf(request: IncomingMessage, body: Buffer): Promise<Record<string, string | ReceivedPart>> {
  const type = request.headers['content-type'] ?? '';
  if (type.startsWith('application/json')) return JSON.parse(body.toString('utf8')) as Record<string, string>;
  const fields: Record<string, string> = {};
  const files: Record<string, ReceivedPart> = {};
  await new Promise<void>((resolve, reject) => {
    const parser = busboy({ headers: request.headers });
    parser.on('field', (name, value) => (fields[name] = value));
    parser.on('file', (name, stream, info) => {
      let size = 0;
      stream.on('data', (chunk: Buffer) => (size += chunk.length));
      stream.on('end', () => (files[name] = { filename: info.filename ?? '', size }));
    });
    parser.on('close', resolve);
    parser.on('error', reject);
    parser.end(body);
  });
  return Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [name, value.startsWith('attach://') ? files[value.slice(9)]! : value]),
  );
}

/**
 * A fake Telegram Bot API on 127.0.0.1 (grammy's `apiRoot`): `POST /bot<token>/sendMessage` and `/sendPhoto` answer
 * `{ ok: true }` and are kept in `calls`, unless the test scripted a refusal (`refuse`), answered as Telegram does:
 * `{ ok: false, error_code, description, parameters: { retry_after } }`. Another token is a 401, another method a 404.
 */
export async function telegramFake(token = TEST_BOT_TOKEN) {
  const calls: BotApiCall[] = [];
  const refusals: ScriptedRefusal[] = [];
  let messageId = 0;
  const server = createServer((request, response) => {
    void (async () => {
      const body = await bodyOf(request);
      const answer = (status: number, json: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(json));
      };
      const [, bot, method] = /^\/bot([^/]+)\/(\w+)$/.exec(request.url ?? '') ?? [];
      if (bot !== token) return answer(401, { ok: false, error_code: 401, description: 'Unauthorized' });
      if (method !== 'sendMessage' && method !== 'sendPhoto')
        return answer(404, { ok: false, error_code: 404, description: 'Not Found: method not found' });
      const fields = await fieldsOf(request, body);
      const chatId = String(fields.chat_id);
      const scripted = refusals.findIndex((refusal) => refusal.chatId === undefined || refusal.chatId === chatId);
      if (scripted >= 0) {
        const [refusal] = refusals.splice(scripted, 1);
        const { code, retryAfter } = refusal!;
        return answer(code, {
          ok: false,
          error_code: code,
          description: code === 429 ? `${DESCRIPTIONS[429]} ${retryAfter ?? 1}` : DESCRIPTIONS[code],
          ...(code === 429 ? { parameters: { retry_after: retryAfter ?? 1 } } : {}),
        });
      }
      const photo = fields.photo;
      calls.push({
        method,
        chatId,
        text: String((method === 'sendPhoto' ? fields.caption : fields.text) ?? ''),
        ...(photo && typeof photo === 'object' ? { photo } : {}),
        at: Date.now(),
      });
      answer(200, {
        ok: true,
        result: { message_id: ++messageId, date: Math.floor(Date.now() / 1000), chat: { id: Number(chatId) } },
      });
    })().catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    /** The Bot API root to hand grammy (TELEGRAM_API_ROOT). */
    apiRoot: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    /** The next call (or the next to `chatId`) is refused so. */
    refuse(refusal: ScriptedRefusal) {
      refusals.push(refusal);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TelegramFake = Awaited<ReturnType<typeof telegramFake>>;

/** What the Login Widget hands the page for a person, signed with `token` as Telegram signs it. */
export function signedWidgetData(
  user: { id: number; first_name?: string; last_name?: string; username?: string; photo_url?: string },
  { token = TEST_BOT_TOKEN, authDate = Math.floor(Date.now() / 1000) }: { token?: string; authDate?: number } = {},
) {
  const fields: Record<string, string | number> = { first_name: 'Анна', ...user, auth_date: authDate };
  const checkString = Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n');
  const secret = createHash('sha256').update(token).digest();
  return { ...fields, hash: createHmac('sha256', secret).update(checkString).digest('hex') } as typeof fields & {
    id: number;
    auth_date: number;
    hash: string;
  };
}
