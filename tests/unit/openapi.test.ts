import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { appApi } from '../../src/server/api';
import { openApiDocument } from '../../src/server/openapi/document';

const routes = appApi().routes.routes;
const document = openApiDocument(appApi().routes) as {
  paths: Record<
    string,
    Record<string, { operationId: string; parameters?: { name: string; in: string }[]; requestBody?: unknown }>
  >;
};

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
});
