import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf } from '../../src/server/api';
import { badRequest } from '../../src/server/errors';
import { createPlatformServer } from '../../src/server/http/server';
import { openApiDocument } from '../../src/server/openapi/document';
import { publicProcedure, router } from '../../src/server/platform/procedures/init';
import type { RawAnswer } from '../../src/server/platform/procedures/raw-answer';
import { compileRouteTable } from '../../src/server/platform/procedures/route-table';
import { openTestDatabase, type TestDatabase } from '../helpers/database';
import { testDependencies } from '../helpers/server';
import { openTestFileStorage } from '../helpers/storage';

/**
 * Routes that answer as a payment provider expects (`answer: 'raw'`), on a tree of their own: no product route needs
 * one yet. The shapes are the providers' (payment-providers.md): PayKeeper's `OK <md5>` text over the exact bytes it
 * signed, 0xProcessing's empty 200, CloudPayments' `{"code":0}`.
 */
const md5 = (bytes: Buffer | string) => createHash('md5').update(bytes).digest('hex');

const procedures = {
  providers: {
    payKeeper: publicProcedure
      .meta({ rest: { method: 'POST', path: '/api/test/paykeeper', body: 'raw', answer: 'raw', answerType: 'text/plain' } })
      .input(z.strictObject({ data: z.instanceof(Buffer) }))
      .mutation(({ input, ctx }): RawAnswer => {
        if (ctx.headers['x-key'] !== md5(input.data))
          throw badRequest('The signature does not match', [
            { field: 'x-key', message: 'x-key: does not match', code: 'invalid' },
          ]);
        return { status: 200, headers: { 'X-Received': input.data.toString('base64') }, body: `OK ${md5(input.data)}` };
      }),
    zeroProcessing: publicProcedure
      .meta({ rest: { method: 'POST', path: '/api/test/0xprocessing', answer: 'raw' } })
      .mutation((): RawAnswer => ({ status: 200 })),
    cloudPayments: publicProcedure
      .meta({ rest: { method: 'POST', path: '/api/test/cloudpayments', answer: 'raw', answerType: 'application/json' } })
      .mutation(({ ctx }): RawAnswer => {
        ctx.response.setHeader('x-from-context', 'kept');
        return { status: 200, body: { code: 0 } };
      }),
    broken: publicProcedure
      .meta({ rest: { method: 'GET', path: '/api/test/broken', answer: 'raw' } })
      .query(() => 'no RawAnswer'),
  },
};

let db: TestDatabase;
const storage = openTestFileStorage();
let url: string;
let close: () => Promise<void>;
beforeAll(async () => {
  db = await openTestDatabase();
  const server = createPlatformServer({ ...testDependencies(db, storage), api: apiOf(procedures, router(procedures)) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
});
afterAll(async () => {
  await close();
  await db.dispose();
  storage.dispose();
});

describe('raw answers', () => {
  it('send text exactly, over the exact bytes of a raw body (not UTF-8, whitespace kept)', async () => {
    // cp1251 "Оплата" and a Latin-1 é, with the spaces, tabs and line endings a signature covers.
    const bytes = Buffer.concat([
      Buffer.from(' id=1&sum=10.00\r\n\t', 'latin1'),
      Buffer.from([0xce, 0xef, 0xeb, 0xe0, 0xf2, 0xe0, 0xe9, 0xff, 0x00]),
      Buffer.from('  \n', 'latin1'),
    ]);
    const response = await fetch(`${url}/api/test/paykeeper`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-key': md5(bytes) },
      body: bytes,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('x-received')).toBe(bytes.toString('base64'));
    expect(await response.text()).toBe(`OK ${md5(bytes)}`);
  });

  it('answer an empty 200 with no body at all', async () => {
    const response = await fetch(`${url}/api/test/0xprocessing`, { method: 'POST' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBeNull();
    expect(await response.text()).toBe('');
  });

  it('send JSON unwrapped, with the headers the procedure set on the context', async () => {
    const response = await fetch(`${url}/api/test/cloudpayments`, { method: 'POST' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('x-from-context')).toBe('kept');
    expect(await response.text()).toBe('{"code":0}');
  });

  it('keep the error shape for a refusal, and make a result of another shape a 500', async () => {
    const refused = await fetch(`${url}/api/test/paykeeper`, { method: 'POST', headers: { 'x-key': 'wrong' }, body: 'x' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      data: 'The signature does not match',
      cause: [{ field: 'x-key', message: 'x-key: does not match', code: 'invalid' }],
    });
    const broken = await fetch(`${url}/api/test/broken`);
    expect(broken.status).toBe(500);
    expect(await broken.json()).toEqual({ data: 'Internal server error', cause: [] });
  });

  it('are described in the OpenAPI document without the { data } wrapper', () => {
    const paths = openApiDocument(compileRouteTable(procedures)).paths as Record<
      string,
      Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>
    >;
    expect(paths['/api/test/paykeeper']!.post!.responses['200']!.content).toEqual({
      'text/plain': { schema: { type: 'string' } },
    });
    expect(paths['/api/test/cloudpayments']!.post!.responses['200']!.content).toEqual({ 'application/json': { schema: {} } });
    expect(paths['/api/test/0xprocessing']!.post!.responses['200']!.content).toEqual({
      'text/plain': { schema: { type: 'string' } },
      'application/json': { schema: {} },
    });
  });
});
