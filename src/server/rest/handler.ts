import type { IncomingMessage, ServerResponse } from 'node:http';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { Database } from '../db/database';
import { AppError, ERROR_STATUS, badRequest, notFound, type ErrorCause } from '../errors';
import { entityAtPath, moduleNames } from '../registry';
import type { AnyEntity } from '../registry/define-entity';
import { createCaller } from '../trpc/app-router';
import { createContext } from '../trpc/context';
import { decodeOrUndefined } from '../uri';
import { causesOf, publicMessage, writeRefusal } from '../trpc/init';
import { storeUploads, type StoredUploads } from '../modules/file-storage/uploads';
import { parseBracketQuery } from './bracket-query';
import { readRequestBody, type RequestBody } from './request-body';

type CrudProcedure = 'list' | 'count' | 'get' | 'create' | 'update' | 'delete' | 'findOrCreate' | 'bulkCreate' | 'bulkUpdate';

interface Route {
  procedure: CrudProcedure;
  /** Builds the procedure's input from the request. */
  input: (request: { query: URLSearchParams; id?: string; data: () => Promise<unknown> }) => unknown;
  status: 200 | 201;
}

/**
 * Form fields other than `data` are files for the entity's file inputs, sent with a create or an update
 * (find-or-create could never match a freshly stored file): anything else is a 400 naming each.
 */
function refuseUnexpectedFields(entity: AnyEntity, body: RequestBody, procedure: CrudProcedure): void {
  const takesFiles = procedure === 'create' || procedure === 'update';
  const unexpected = [
    ...body.fields.keys(),
    ...[...body.files.keys()].filter((name) => !takesFiles || entity.fieldsByName.get(name)?.input !== 'file'),
  ];
  if (unexpected.length)
    throw badRequest(
      'Unexpected form fields: send the payload as JSON under "data", and files only with a create or an update',
      unexpected.map((field) => ({ field, message: `${field}: unexpected form field` })),
    );
}

type RouteInput = Route['input'];
const fromQuery: RouteInput = ({ query }) => parseBracketQuery(query);
const fromBody: RouteInput = async ({ data }) => ({ data: await data() });
const fromId: RouteInput = ({ id }) => ({ id });
const fromIdAndBody: RouteInput = async ({ id, data }) => ({ id, data: await data() });

/** The generic calls of the spec, by (method, path after the entity) — `:id` stands for any other segment. */
const ROUTES: Record<string, Route> = {
  'GET ': { procedure: 'list', input: fromQuery, status: 200 },
  'POST ': { procedure: 'create', input: fromBody, status: 201 },
  'GET count': { procedure: 'count', input: fromQuery, status: 200 },
  'POST find-or-create': { procedure: 'findOrCreate', input: fromBody, status: 200 },
  'POST bulk': { procedure: 'bulkCreate', input: fromBody, status: 201 },
  'PATCH bulk': { procedure: 'bulkUpdate', input: fromBody, status: 200 },
  'GET :id': { procedure: 'get', input: fromId, status: 200 },
  'PATCH :id': { procedure: 'update', input: fromIdAndBody, status: 200 },
  'PUT :id': { procedure: 'update', input: fromIdAndBody, status: 200 },
  'DELETE :id': { procedure: 'delete', input: fromId, status: 200 },
};
const NAMED_SEGMENTS = new Set(['count', 'find-or-create', 'bulk']);
const READS = new Set<CrudProcedure>(['list', 'count', 'get']);

type Procedures = Record<string, Record<string, Record<CrudProcedure, (input: unknown) => Promise<unknown>>>>;

function send(response: ServerResponse, status: number, body: unknown) {
  const json = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
  response.end(json);
}

/** The spec's error shape: the message under `data`, every failing field under `cause`. */
function sendError(response: ServerResponse, error: unknown) {
  let status: number = ERROR_STATUS.INTERNAL_SERVER_ERROR;
  let message = 'Internal server error';
  let causes: ErrorCause[] = [];
  if (error instanceof AppError) {
    ({ status, message, causes } = error);
  } else if (error instanceof TRPCError) {
    status = getHTTPStatusCodeFromError(error);
    message = publicMessage(error);
    causes = causesOf(error.cause);
  }
  if (status >= 500) {
    // What broke is for the log, not for the client.
    console.error(error);
    message = 'Internal server error';
    causes = [];
  }
  send(response, status, { data: message, cause: causes });
}

export interface RestDependencies {
  db: Database;
  secretKey: string | undefined;
}

/**
 * REST adapter of the generic entity calls at `/api/{module}/{entity-plural}`. It only translates
 * HTTP to the tRPC router's procedures and back, so both faces behave the same.
 */
export function createRestHandler(dependencies: RestDependencies) {
  return async (request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> => {
    try {
      const [, api, module, plural, id, ...extra] = url.pathname.replace(/\/+$/, '').split('/');
      if (api !== 'api' || !module || !moduleNames.has(module)) throw notFound(`Unknown module "${module ?? ''}"`);
      const entity = plural ? entityAtPath(`/api/${module}/${plural}`) : undefined;
      if (!entity) throw notFound(`Unknown entity "${plural ?? ''}" in module "${module}"`);
      if (extra.length) throw notFound(`Unknown route ${url.pathname}`);
      const segment = id === undefined ? '' : NAMED_SEGMENTS.has(id) ? id : ':id';
      const route = ROUTES[`${request.method} ${segment}`];
      if (!route) {
        const allowed = Object.keys(ROUTES).filter((key) => key.endsWith(` ${segment}`));
        response.setHeader('allow', allowed.map((key) => key.split(' ')[0]).join(', '));
        throw new AppError('METHOD_NOT_SUPPORTED', `${request.method} is not supported on ${url.pathname}`);
      }
      const context = createContext(dependencies.db, request.headers, dependencies.secretKey);
      // A refused write is refused before its body is read, so no uploaded file is ever stored for it.
      const refusal = READS.has(route.procedure) ? undefined : writeRefusal(context);
      if (refusal) throw refusal;
      let uploads: StoredUploads | undefined;
      const readData = async () => {
        const body = await readRequestBody(request);
        refuseUnexpectedFields(entity, body, route.procedure);
        uploads = await storeUploads(entity, body.data, body.files);
        return uploads.data;
      };
      const procedures = createCaller(context) as unknown as Procedures;
      const data = await Promise.resolve(
        route.input({
          query: url.searchParams,
          // A malformed escape cannot name a record: looked up as it is, it is a 404.
          id: segment === ':id' ? (decodeOrUndefined(id!) ?? id) : undefined,
          data: readData,
        }),
      )
        .then((input) => procedures[entity.moduleKey]![entity.routerKey]![route.procedure](input))
        .catch(async (error: unknown) => {
          await uploads?.discard();
          throw error;
        });
      send(response, route.status, { data });
    } catch (error) {
      sendError(response, error);
    }
  };
}
