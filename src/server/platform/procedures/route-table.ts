import type { ZodType } from 'zod';
import type { Access, AnswerKind, BodyKind, HttpMethod, RestRoute } from './meta';
import { HTTP_METHODS } from './meta';
import { proceduresOf, type ProcedureTree } from './procedure-tree';
import { decodeOrUndefined } from '../../uri';

/** One REST route of the table: a procedure's declared route with everything the adapter needs to serve it. */
export interface Route {
  method: HttpMethod;
  /** As declared: `/api/rbac/subjects/{id}/ecommerce-module/orders/{orderId}`. */
  path: string;
  /** The procedure that serves it: `host.pages.findByUrl`. */
  procedure: string;
  keys: readonly string[];
  access: Access;
  /** Every route of the procedure (PATCH and PUT of an update): a permission names any of them. */
  procedureRoutes: readonly RestRoute[];
  status: number;
  body: BodyKind;
  files: readonly string[];
  servedBy: 'api' | 'next';
  answer: AnswerKind;
  /** A raw answer's declared content type, if any. */
  answerType: string | undefined;
  /** Names of the `{params}`, in path order. */
  params: readonly string[];
  summary: string | undefined;
  input: ZodType | undefined;
  /** What its success answer's `data` is checked against (the procedure's `.output()`), if declared. */
  output: ZodType | undefined;
}

interface Node {
  fixed: Map<string, Node>;
  param: Node | undefined;
  routes: Map<HttpMethod, Route>;
}

const newNode = (): Node => ({ fixed: new Map(), param: undefined, routes: new Map() });

const PARAM = /^\{([A-Za-z_][A-Za-z0-9_]*)\}$/;
const FIXED = /^[A-Za-z0-9._~-]+$/;

/** `/api/a/{id}/` → `['api', 'a', '{id}']`. */
const segmentsOf = (path: string) => path.split('/').filter(Boolean);

export type RouteMatch =
  | { kind: 'route'; route: Route; params: Record<string, string> }
  /** The path exists, not with this method. */
  | { kind: 'method-not-allowed'; allowed: HttpMethod[] }
  | { kind: 'not-found' };

export interface RouteTable {
  readonly routes: readonly Route[];
  match(method: string, pathname: string): RouteMatch;
}

function checkPath(path: string, procedure: string): void {
  const segments = segmentsOf(path);
  const bad = segments.find((segment) => !PARAM.test(segment) && !FIXED.test(segment));
  if (!path.startsWith('/api/') || bad !== undefined)
    throw new Error(
      `${procedure} declares the REST path "${path}": it must start with /api/ and hold only plain or {param} segments`,
    );
  const names = segments.map((segment) => PARAM.exec(segment)?.[1]).filter((name) => name !== undefined);
  if (new Set(names).size !== names.length) throw new Error(`${procedure} names a path parameter twice in "${path}"`);
}

/**
 * Compiles every procedure's declared REST routes into one table. Fixed segments win over parameters; two
 * procedures claiming one method and path (parameter names aside) fail the start, naming both.
 */
export function compileRouteTable(tree: ProcedureTree): RouteTable {
  const root = newNode();
  const routes: Route[] = [];
  for (const info of proceduresOf(tree)) {
    const declared = info.meta.rest;
    if (!declared) continue;
    if (!info.meta.access)
      throw new Error(`${info.path} has a REST route but no access rule: build it from a trust-level procedure`);
    const procedureRoutes = [declared].flat() as RestRoute[];
    for (const rest of procedureRoutes) {
      if (!HTTP_METHODS.includes(rest.method)) throw new Error(`${info.path} declares the unknown method ${rest.method}`);
      checkPath(rest.path, info.path);
      const route: Route = {
        method: rest.method,
        path: rest.path,
        procedure: info.path,
        keys: info.keys,
        access: info.meta.access,
        procedureRoutes,
        status: rest.status ?? 200,
        body: rest.body ?? 'form',
        files: rest.files ?? [],
        servedBy: rest.servedBy ?? 'api',
        answer: rest.answer ?? 'data',
        answerType: rest.answerType,
        params: segmentsOf(rest.path)
          .map((segment) => PARAM.exec(segment)?.[1])
          .filter((name) => name !== undefined),
        summary: rest.summary,
        input: info.input,
        output: info.output,
      };
      let node = root;
      for (const segment of segmentsOf(rest.path)) {
        if (PARAM.test(segment)) node = node.param ??= newNode();
        else {
          const next = node.fixed.get(segment) ?? newNode();
          node.fixed.set(segment, next);
          node = next;
        }
      }
      const existing = node.routes.get(route.method);
      if (existing)
        throw new Error(
          `${route.method} ${route.path} is claimed by two procedures: ${existing.procedure} (${existing.path}) and ${route.procedure}`,
        );
      node.routes.set(route.method, route);
      routes.push(route);
    }
  }

  /** The node of a path, fixed segments first, and the parameter values on the way. */
  const find = (node: Node, segments: readonly string[], values: string[]): Node | undefined => {
    if (!segments.length) return node.routes.size ? node : undefined;
    const [segment, ...rest] = segments as [string, ...string[]];
    const fixed = node.fixed.get(segment);
    const viaFixed = fixed && find(fixed, rest, values);
    if (viaFixed) return viaFixed;
    if (!node.param) return undefined;
    values.push(segment);
    const viaParam = find(node.param, rest, values);
    if (!viaParam) values.pop();
    return viaParam;
  };

  return {
    routes,
    match(method, pathname) {
      const raw: string[] = [];
      // A malformed escape cannot name a record: it is looked up as it is (and is then a 404).
      const segments = segmentsOf(pathname).map((segment) => decodeOrUndefined(segment) ?? segment);
      const node = find(root, segments, raw);
      if (!node) return { kind: 'not-found' };
      const route = node.routes.get((method === 'HEAD' ? 'GET' : method) as HttpMethod);
      if (!route) return { kind: 'method-not-allowed', allowed: [...node.routes.keys()] };
      return { kind: 'route', route, params: Object.fromEntries(route.params.map((name, index) => [name, raw[index]!])) };
    },
  };
}
