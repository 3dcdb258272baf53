import { appApi } from '../api';
import { publicProcedure } from '../trpc/init';
import { openApiDocument } from './document';

let document: Record<string, unknown> | undefined;

/** The route table as an OpenAPI document, built once (the table does not change while the server runs). */
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
    .query(() => (document ??= openApiDocument(appApi().routes))),
};
