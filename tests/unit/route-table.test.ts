import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { compileRouteTable } from '../../src/server/platform/procedures/route-table';
import { publicProcedure, secretKeyProcedure } from '../../src/server/platform/procedures/init';
import { mergeProcedureTrees } from '../../src/server/platform/procedures/procedure-tree';

const get = (path: string) => publicProcedure.meta({ rest: { method: 'GET', path } }).query(() => path);
const post = (path: string) => secretKeyProcedure.meta({ rest: { method: 'POST', path, status: 201 } }).mutation(() => path);

const pageOutput = z.string();

const table = compileRouteTable({
  pages: {
    list: get('/api/host/pages'),
    get: publicProcedure
      .meta({ rest: { method: 'GET', path: '/api/host/pages/{id}' } })
      .input(z.object({ id: z.string() }))
      .output(pageOutput)
      .query(() => 'get'),
    remove: secretKeyProcedure.meta({ rest: { method: 'DELETE', path: '/api/host/pages/{id}' } }).mutation(() => 'remove'),
    findByUrl: get('/api/host/pages/find-by-url'),
    create: post('/api/host/pages'),
  },
  orders: {
    line: get('/api/rbac/subjects/{id}/ecommerce-module/orders/{orderId}'),
  },
  internal: publicProcedure.query(() => 'no route'),
});

describe('the route table', () => {
  it('matches a path with its parameters, decoded', () => {
    const match = table.match('GET', '/api/rbac/subjects/s%201/ecommerce-module/orders/o-2');
    expect(match).toMatchObject({ kind: 'route', route: { procedure: 'orders.line' }, params: { id: 's 1', orderId: 'o-2' } });
  });

  it('lets a fixed segment win over a parameter, whatever the declaration order', () => {
    expect(table.match('GET', '/api/host/pages/find-by-url')).toMatchObject({ route: { procedure: 'pages.findByUrl' } });
    expect(table.match('GET', '/api/host/pages/3f1c')).toMatchObject({
      route: { procedure: 'pages.get' },
      params: { id: '3f1c' },
    });
  });

  it('knows each route’s access, status and body from the procedure', () => {
    expect(table.match('POST', '/api/host/pages')).toMatchObject({
      route: { access: 'secret-key', status: 201, body: 'form', servedBy: 'api' },
    });
    expect(table.match('GET', '/api/host/pages')).toMatchObject({ route: { access: 'public', status: 200 } });
  });

  it('carries the procedure’s input and output schemas', () => {
    const route = table.routes.find((candidate) => candidate.procedure === 'pages.get')!;
    expect(route.input).toBeDefined();
    expect(route.output).toBe(pageOutput);
    expect(table.routes.find((candidate) => candidate.procedure === 'pages.list')!.output).toBeUndefined();
  });

  it('answers not-found for an unknown path, and method-not-allowed with the methods a known path has', () => {
    expect(table.match('GET', '/api/host/nothing')).toEqual({ kind: 'not-found' });
    expect(table.match('GET', '/api/host/pages/a/b')).toEqual({ kind: 'not-found' });
    expect(table.match('PUT', '/api/host/pages/some-id')).toEqual({ kind: 'method-not-allowed', allowed: ['GET', 'DELETE'] });
    expect(table.match('DELETE', '/api/host/pages/find-by-url')).toEqual({ kind: 'method-not-allowed', allowed: ['GET'] });
  });

  it('serves HEAD by the GET route and ignores a trailing slash', () => {
    expect(table.match('HEAD', '/api/host/pages/')).toMatchObject({ kind: 'route', route: { procedure: 'pages.list' } });
  });

  it('leaves out procedures without a REST route', () => {
    expect(table.routes.map((route) => route.procedure)).not.toContain('internal');
  });

  it('fails the start when two procedures claim one method and path, naming both', () => {
    expect(() =>
      compileRouteTable({
        a: { byId: get('/api/x/{id}') },
        b: { bySlug: get('/api/x/{slug}') },
      }),
    ).toThrow(/GET \/api\/x\/\{slug\} is claimed by two procedures: a\.byId .* and b\.bySlug/);
  });

  it('refuses a path outside /api, a malformed segment or a parameter named twice', () => {
    expect(() => compileRouteTable({ a: get('/x') })).toThrow(/must start with \/api\//);
    expect(() => compileRouteTable({ a: get('/api/a b') })).toThrow(/plain or \{param\}/);
    expect(() => compileRouteTable({ a: get('/api/{id}/{id}') })).toThrow(/names a path parameter twice/);
  });

  it('merges module procedures beside generic ones, and refuses two procedures at one key', () => {
    const merged = mergeProcedureTrees(
      { host: { pages: { list: get('/api/a') } } },
      { host: { pages: { urls: get('/api/b') } } },
    );
    expect(Object.keys(merged.host.pages)).toEqual(['list', 'urls']);
    expect(() =>
      mergeProcedureTrees({ host: { pages: { list: get('/api/a') } } }, { host: { pages: { list: get('/api/b') } } }),
    ).toThrow('Two procedures are declared at host.pages.list');
  });
});
