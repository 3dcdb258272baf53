import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { appApi } from '../../src/server/api';
import { openApiDocument } from '../../src/server/openapi/document';

const routes = appApi().routes.routes;
const document = openApiDocument(appApi().routes) as {
  paths: Record<
    string,
    Record<
      string,
      {
        operationId: string;
        parameters?: { name: string; in: string }[];
        requestBody?: unknown;
        responses: Record<string, { content: Record<string, { schema: unknown }> }>;
      }
    >
  >;
  components: { schemas: Record<string, unknown> };
};

/** The JSON schema of a GET route's success answer. */
const successSchema = (path: string) => document.paths[path]!.get!.responses['200']!.content['application/json']!.schema;

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('holds every route of the table and nothing else', () => {
    const declared = routes.map((route) => `${route.method} ${route.path}`).sort();
    const published = Object.entries(document.paths)
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    expect(published).toEqual(declared);
  });

  it('names path and query parameters and the body from the procedure’s input', () => {
    const get = document.paths['/api/host/pages/{id}']!.get!;
    expect(get.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path' })]);
    const list = document.paths['/api/host/pages']!.get!;
    expect(list.parameters!.map((parameter) => `${parameter.in} ${parameter.name}`)).toEqual(
      expect.arrayContaining(['query filters', 'query orderBy', 'query limit', 'query offset']),
    );
    const findByUrl = document.paths['/api/host/pages/find-by-url']!.get!;
    expect(findByUrl.parameters).toEqual([expect.objectContaining({ name: 'url', in: 'query', required: true })]);
    expect(document.paths['/api/file-storage/files']!.post!.requestBody).toMatchObject({
      content: { 'multipart/form-data': { schema: { properties: { file: { contentMediaType: 'application/octet-stream' } } } } },
    });
  });

  it('describes the data of a success answer by the procedure’s output schema, where it declares one', () => {
    expect(successSchema('/api/host/pages/urls')).toEqual({
      type: 'object',
      required: ['data'],
      properties: { data: { $ref: '#/components/schemas/host_pages_urls_output' } },
    });
    expect(document.components.schemas.host_pages_urls_output).toEqual({
      type: 'array',
      items: { type: 'array', items: { type: 'string' } },
    });
    expect(successSchema('/api/rbac/subjects/authentication/is-authorized')).toMatchObject({
      properties: { data: { $ref: '#/components/schemas/rbac_subjects_authenticationIsAuthorized_output' } },
    });
    expect(document.components.schemas.rbac_subjects_authenticationIsAuthorized_output).toMatchObject({
      required: ['authorized'],
      properties: { authorized: { type: 'boolean' } },
    });
    // Without an output schema the data stays undescribed.
    expect(successSchema('/api/host/pages/find-by-url')).toMatchObject({ properties: { data: {} } });
  });
});
