import { z } from 'zod';
import { SECRET_KEY_COOKIE, SECRET_KEY_HEADER } from '../../shared/api-paths';
import { ERROR_STATUS } from '../errors';
import type { Route, RouteTable } from '../platform/procedures/route-table';
import type { Access } from '../platform/procedures/meta';
import { SUBJECT_JWT_COOKIE } from '../../shared/session-cookies';

type JsonSchema = Record<string, unknown>;

/** Why a caller of each access level gets a 403. */
const ACCESS_REFUSED: Record<Exclude<Access, 'public'>, string> = {
  'signed-in': 'The secret key is wrong, or its cookie came from another site',
  own: 'The records are another subject’s, and none of the caller’s roles permits the route',
  permission: 'None of the caller’s roles permits the route, or the secret key is wrong',
  'secret-key': 'The route is for server-to-server calls: only the secret key may call it',
};

/** The statuses an answer of a route may have besides its success, and why. */
function errorStatuses(route: Route): Record<string, string> {
  const statuses: Record<string, string> = {
    [ERROR_STATUS.BAD_REQUEST]: 'Invalid input: every failing field is named in `cause`',
    [ERROR_STATUS.INTERNAL_SERVER_ERROR]: 'Something broke on the server',
    [ERROR_STATUS.SERVICE_UNAVAILABLE]:
      'The database could not take the request in time, or its write kept clashing with others: nothing was written, send it again after `Retry-After` seconds',
  };
  // Records are named by the path's parameters, or by ids in a body.
  if (route.params.length || route.method !== 'GET')
    statuses[ERROR_STATUS.NOT_FOUND] = 'A record named in the request does not exist';
  if (route.access !== 'public') {
    statuses[ERROR_STATUS.UNAUTHORIZED] = 'No access token or secret key was sent, or the access token was refused';
    statuses[ERROR_STATUS.FORBIDDEN] = ACCESS_REFUSED[route.access];
  }
  if (route.method !== 'GET') {
    statuses[408] = 'The body arrived too slowly';
    statuses[ERROR_STATUS.CONFLICT] = 'A unique value is taken, or the write clashed with another';
    statuses[ERROR_STATUS.PAYLOAD_TOO_LARGE] = 'The body is over its limit';
    statuses[ERROR_STATUS.UNSUPPORTED_MEDIA_TYPE] = 'The body is neither JSON nor a form';
  }
  return statuses;
}

/** Properties and required names of an object schema (the input of a route), or none. */
function objectParts(schema: JsonSchema | undefined): { properties: Record<string, JsonSchema>; required: string[] } {
  return {
    properties: (schema?.properties as Record<string, JsonSchema> | undefined) ?? {},
    required: (schema?.required as string[] | undefined) ?? [],
  };
}

const operationIdOf = (route: Route, routes: readonly Route[]) =>
  routes.filter((other) => other.procedure === route.procedure).length > 1
    ? `${route.procedure}.${route.method.toLowerCase()}`
    : route.procedure;

/** The OpenAPI path template of a route: the same `{param}` syntax, without a trailing slash. */
const pathOf = (route: Route) => route.path.replace(/\/+$/, '');

const SHARED = '#/components/schemas/__shared#/$defs/';

/** JSON Schema's own formats (draft 2020-12) and OpenAPI's. */
const STANDARD_FORMATS = new Set([
  'date-time',
  'date',
  'time',
  'duration',
  'email',
  'idn-email',
  'hostname',
  'idn-hostname',
  'ipv4',
  'ipv6',
  'uri',
  'uri-reference',
  'iri',
  'iri-reference',
  'uuid',
  'uri-template',
  'json-pointer',
  'relative-json-pointer',
  'regex',
  'int32',
  'int64',
  'float',
  'double',
  'byte',
  'binary',
  'password',
]);

/** A route's input or output schema as a component: its id and its JSON Schema. */
interface RouteSchema {
  id: string;
  schema: JsonSchema;
}

/**
 * JSON Schemas of every route's input (or output), from one zod registry in one conversion, as components
 * `<procedure>_<io>`; parts several of them share (zod's `__shared` definitions) become components of their own,
 * `shared_<io>_<name>` (each conversion numbers its own from `schema0`), added to `components`.
 */
function routeSchemas(
  routes: readonly Route[],
  io: 'input' | 'output',
  components: Record<string, unknown>,
): Map<Route, RouteSchema> {
  const registry = z.registry<{ id: string }>();
  const ids = new Map<Route, string>();
  for (const route of routes) {
    const schema = route[io];
    if (!schema) continue;
    // The routes of one procedure (PATCH and PUT of an update) share its schema and its component.
    const existing = registry.get(schema);
    const id = existing?.id ?? `${route.procedure.replaceAll('.', '_')}_${io}`;
    if (!existing) registry.add(schema, { id });
    ids.set(route, id);
  }
  const converted = z.toJSONSchema(registry, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
    uri: (id) => `#/components/schemas/${id}`,
  });
  const { schemas } = JSON.parse(
    JSON.stringify(converted).replaceAll(SHARED, `#/components/schemas/shared_${io}_`),
    (key, value: unknown) =>
      // zod names some checks as formats JSON Schema does not know (`starts_with`): the `pattern` beside says
      // it. A component's `$schema` and `$id` (a fragment, which JSON Schema forbids there) are the document's.
      (key === 'format' && typeof value === 'string' && !STANDARD_FORMATS.has(value)) || key === '$id' || key === '$schema'
        ? undefined
        : value,
  ) as { schemas: Record<string, JsonSchema> };
  const shared = (schemas.__shared?.$defs ?? {}) as Record<string, JsonSchema>;
  for (const [name, schema] of Object.entries(shared)) components[`shared_${io}_${name}`] = schema;
  const byRoute = new Map<Route, RouteSchema>();
  for (const [route, id] of ids) {
    components[id] = schemas[id];
    byRoute.set(route, { id, schema: schemas[id]! });
  }
  return byRoute;
}

const errorShape = {
  type: 'object',
  required: ['data', 'cause'],
  properties: {
    data: { type: 'string', description: 'What went wrong' },
    cause: {
      type: 'array',
      items: {
        type: 'object',
        required: ['message'],
        properties: {
          field: { type: 'string', description: 'Where, e.g. data.slug or filters.and[0].value' },
          message: { type: 'string' },
        },
      },
    },
  },
} as const;

function operation(route: Route, routes: readonly Route[], input: JsonSchema | undefined, outputId: string | undefined) {
  const { properties, required } = objectParts(input);
  const parameters = [
    ...route.params.map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: properties[name] ?? { type: 'string' },
    })),
    ...Object.entries(properties)
      .filter(([name]) => name !== 'data' && !route.params.includes(name))
      .map(([name, schema]) => ({
        name,
        in: 'query',
        required: required.includes(name),
        // Nested values travel in bracket notation: filters[and][0][column]=slug.
        ...(schema.type === 'object' || schema.type === 'array' || schema.$ref
          ? {
              style: 'deepObject',
              explode: true,
              description: `Nested values in bracket notation, as qs writes them: ${name}[and][0][column]=slug`,
            }
          : {}),
        schema,
      })),
  ];
  const data = properties.data;
  const body =
    route.body === 'raw'
      ? {
          required: true,
          content: { 'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } } },
        }
      : data && route.method !== 'GET'
        ? {
            required: required.includes('data'),
            content: {
              'application/json': { schema: { type: 'object', required: ['data'], properties: { data } } },
              'application/x-www-form-urlencoded': {
                schema: {
                  type: 'object',
                  properties: {
                    data: { type: 'string', contentMediaType: 'application/json', description: 'The payload as JSON text' },
                  },
                },
              },
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  properties: {
                    data: { type: 'string', contentMediaType: 'application/json', description: 'The payload as JSON text' },
                    ...Object.fromEntries(
                      route.files.map((field) => [field, { type: 'string', contentMediaType: 'application/octet-stream' }]),
                    ),
                  },
                },
              },
            },
          }
        : undefined;
  const success =
    route.answer === 'document'
      ? { description: 'The document', content: { 'application/json': { schema: { type: 'object' } } } }
      : route.answer === 'raw'
        ? rawSuccess(route)
        : {
            description: 'Success',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['data'],
                  properties: { data: outputId ? { $ref: `#/components/schemas/${outputId}` } : {} },
                },
              },
            },
          };
  return {
    operationId: operationIdOf(route, routes),
    summary: route.summary ?? route.procedure,
    tags: [route.path.split('/')[2] ?? 'api'],
    ...(route.access === 'public'
      ? {}
      : {
          security: [
            { secretKeyHeader: [] },
            { secretKeyCookie: [] },
            ...(route.access === 'secret-key' ? [] : [{ subjectBearer: [] }, { subjectCookie: [] }]),
          ],
        }),
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: {
      [route.status]: success,
      ...Object.fromEntries(
        Object.entries(errorStatuses(route)).map(([status, description]) => [
          status,
          { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
        ]),
      ),
    },
  };
}

/**
 * The success of a route declared `answer: 'raw'`: not wrapped in `{ data }`, in its declared content type, else
 * text, JSON or nothing (RawAnswer), as its caller expects.
 */
function rawSuccess(route: Route) {
  const description = 'The answer as its caller expects it, not wrapped in { data }; it may be empty';
  if (route.answerType)
    return {
      description,
      content: { [route.answerType]: { schema: route.answerType.startsWith('text/') ? { type: 'string' } : {} } },
    };
  return { description, content: { 'text/plain': { schema: { type: 'string' } }, 'application/json': { schema: {} } } };
}

/**
 * The route table as an OpenAPI 3.1 document: every path and method, its path and query parameters and body
 * from the procedure's input schema, the `{ data }` answer (its `data` from the output schema, where the
 * procedure declares one) and the `{ data, cause }` error shape.
 */
export function openApiDocument(table: RouteTable): Record<string, unknown> {
  const routes = table.routes;
  const components: Record<string, unknown> = { Error: errorShape };
  const inputs = routeSchemas(routes, 'input', components);
  // Only a `{ data }` answer is described by its output; a raw or document answer is not.
  const outputs = routeSchemas(
    routes.filter((route) => route.answer === 'data'),
    'output',
    components,
  );
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes)
    (paths[pathOf(route)] ??= {})[route.method.toLowerCase()] = operation(
      route,
      routes,
      inputs.get(route)?.schema,
      outputs.get(route)?.id,
    );
  return {
    openapi: '3.1.0',
    info: {
      title: 'Platform API',
      version: '1.0.0',
      description:
        'Every route of the platform: the generic calls of each entity at /api/{module}/{entity-plural} and the modules’ own routes. Answers are { data } (a route declared raw, such as a payment provider’s webhook, answers as that caller expects); errors are { data, cause }.',
    },
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        secretKeyHeader: { type: 'apiKey', in: 'header', name: SECRET_KEY_HEADER },
        secretKeyCookie: { type: 'apiKey', in: 'cookie', name: SECRET_KEY_COOKIE },
        subjectBearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        subjectCookie: { type: 'apiKey', in: 'cookie', name: SUBJECT_JWT_COOKIE },
      },
    },
  };
}
