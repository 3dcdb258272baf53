import { AppError } from '../../errors';
import { announceContentChange } from './content-changes';
import type { RestRoute } from '../procedures/meta';
import { permissionProcedure } from '../procedures/init';
import { revalidateInput } from './revalidation.schema';

const route = (method: RestRoute['method']): RestRoute => ({
  method,
  path: '/api/revalidation/revalidate',
  // Next's cache lives in Next's own runtime: the API server hands these requests to it.
  servedBy: 'next',
  summary: "Drops Next.js's cached pages under a path (type layout: the path and everything below it)",
});

export const revalidationProcedures = {
  revalidate: permissionProcedure
    .meta({ rest: [route('GET'), route('POST')] })
    .input(revalidateInput)
    .mutation(async ({ ctx, input }) => {
      if (!ctx.pageCache)
        throw new AppError('METHOD_NOT_SUPPORTED', 'Revalidation is served at /api/revalidation/revalidate, inside Next.js');
      ctx.pageCache.revalidate(input.path, input.type);
      // The other server processes hold caches of their own: they hear it from the database.
      await announceContentChange(ctx.db, `revalidate ${input.type} ${input.path}`);
      return { path: input.path, type: input.type, revalidated: true };
    }),
};
