import type { RouteTable } from '../platform/procedures/route-table';
import { publicProcedure } from '../platform/procedures/init';
import { openApiDocument } from './document';

/** Each served route table's document, built once (a table does not change while the server runs). */
const documents = new WeakMap<RouteTable, Record<string, unknown>>();

function documentOf(routes: RouteTable): Record<string, unknown> {
  let document = documents.get(routes);
  if (!document) documents.set(routes, (document = openApiDocument(routes)));
  return document;
}

/** The served route table as an OpenAPI document. */
export const openApiProcedures = {
  document: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/openapi.json',
        answer: 'document',
        summary: 'This document: every route as OpenAPI 3.1',
      },
    })
    .query(({ ctx }) => documentOf(ctx.routes)),
};
