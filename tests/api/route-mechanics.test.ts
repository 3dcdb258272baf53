import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import superjson from 'superjson';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf } from '../../src/server/api';
import { createPlatformServer } from '../../src/server/http/server';
import { publicProcedure, router, secretKeyProcedure } from '../../src/server/platform/procedures/init';
import { openTestDatabase, type TestDatabase } from '../helpers/database';
import { testDependencies } from '../helpers/server';
import { openTestFileStorage } from '../helpers/storage';

/** A small tree of procedures that exercises what the platform's own routes will need. */
const procedures = {
  session: {
    // Sets a header and a cookie, as the accounts issue's sign-in will.
    signIn: publicProcedure
      .meta({ rest: { method: 'POST', path: '/api/test/sessions' } })
      .input(z.strictObject({ data: z.strictObject({ login: z.string() }) }))
      .mutation(({ ctx, input }) => {
        ctx.response.setHeader('x-signed-in', input.data.login);
        ctx.response.setCookie('test.session', `s-${input.data.login}`, { maxAge: 60 });
        ctx.response.setCookie('test.other', 'o');
        return { login: input.data.login };
      }),
    nothing: publicProcedure.meta({ rest: { method: 'GET', path: '/api/test/nothing' } }).query(() => undefined),
    echo: publicProcedure
      .meta({ rest: { method: 'PATCH', path: '/api/test/orders/{id}/lines/{lineId}' } })
      .input(z.strictObject({ id: z.string(), lineId: z.string(), note: z.string().optional(), data: z.unknown().optional() }))
      .mutation(({ input, ctx }) => ({ ...input, language: ctx.language })),
  },
  webhook: {
    receive: publicProcedure
      .meta({ rest: { method: 'POST', path: '/api/test/webhook', body: 'raw' } })
      .input(z.strictObject({ data: z.instanceof(Buffer) }))
      .mutation(({ input, ctx }) => ({ bytes: input.data.toString('base64'), signature: ctx.headers['x-signature'] ?? null })),
  },
  guarded: {
    write: secretKeyProcedure.meta({ rest: { method: 'POST', path: '/api/test/guarded' } }).mutation(() => 'written'),
  },
  nextOnly: {
    revalidate: publicProcedure
      .meta({ rest: { method: 'GET', path: '/api/test/next-only', servedBy: 'next' } })
      .query(() => 'never served by the API server'),
  },
};

const typedRouter = router(procedures);

let db: TestDatabase;
const storage = openTestFileStorage();
let url: string;
let close: () => Promise<void>;
const handedToNext: string[] = [];
beforeAll(async () => {
  db = await openTestDatabase();
  const server = createPlatformServer({
    ...testDependencies(db, storage),
    api: apiOf(procedures, typedRouter),
    pages: (request, response) => {
      handedToNext.push(request.url ?? '');
      response.end('next');
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
});
afterAll(async () => {
  await close();
  await db.dispose();
  storage.dispose();
});

const trpc = () =>
  createTRPCClient<typeof typedRouter>({ links: [httpBatchLink({ url: `${url}/api/trpc`, transformer: superjson })] });

describe('module routes', () => {
  it('apply the headers and cookies a procedure sets, over REST', async () => {
    const response = await fetch(`${url}/api/test/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { login: 'ada' } }),
    });
    expect(await response.json()).toEqual({ data: { login: 'ada' } });
    expect(response.headers.get('x-signed-in')).toBe('ada');
    expect(response.headers.getSetCookie()).toEqual([
      'test.session=s-ada; Path=/; Max-Age=60; HttpOnly; SameSite=Lax',
      'test.other=o; Path=/; HttpOnly; SameSite=Lax',
    ]);
  });

  it('apply the headers and cookies a procedure sets, over tRPC', async () => {
    const response = await fetch(`${url}/api/trpc/session.signIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ json: { data: { login: 'bob' } } }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-signed-in')).toBe('bob');
    expect(response.headers.getSetCookie()).toHaveLength(2);
  });

  it('answer { data: null } when the procedure returns nothing', async () => {
    expect(await (await fetch(`${url}/api/test/nothing`)).json()).toEqual({ data: null });
  });

  it('give the procedure the query string, the path parameters and the body under data, as one input', async () => {
    const response = await fetch(`${url}/api/test/orders/o-1/lines/l%202?note=gift`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', 'accept-language': 'en-GB,en;q=0.9' },
      body: JSON.stringify({ data: { quantity: 2 } }),
    });
    expect(await response.json()).toEqual({
      data: { id: 'o-1', lineId: 'l 2', note: 'gift', data: { quantity: 2 }, language: 'en' },
    });
    const viaTrpc = await trpc().session.echo.mutate({ id: 'o-1', lineId: 'l 2' });
    expect(viaTrpc).toMatchObject({ id: 'o-1', lineId: 'l 2' });
  });

  it('give a raw route the bytes as sent, whatever their content type', async () => {
    const bytes = Buffer.from([0, 1, 2, 250, 255]);
    const response = await fetch(`${url}/api/test/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-anything', 'x-signature': 't=1,v1=abc' },
      body: bytes,
    });
    expect(await response.json()).toEqual({ data: { bytes: bytes.toString('base64'), signature: 't=1,v1=abc' } });
  });

  it('refuse a call without access before its body is read', async () => {
    // The body is announced and never sent: the answer comes anyway.
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(
        `${url}/api/test/guarded`,
        { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': '1000000' } },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
          request.destroy();
        },
      );
      request.on('error', reject);
      request.write('{"data":');
    });
    expect(status).toBe(401);
  });

  it('hand a route served by Next.js over to it', async () => {
    const response = await fetch(`${url}/api/test/next-only?x=1`);
    expect(await response.text()).toBe('next');
    expect(handedToNext).toContain('/api/test/next-only?x=1');
  });
});
