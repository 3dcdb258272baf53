import { publicProcedure } from '../../platform/procedures/init';
import { findByUrlInput, urlSegmentValueInput, urlSegmentValueOutput, urlsInput, urlsOutput } from './pages.schema';
import * as pages from './pages.service';

/** The host module's page calls, beside the generic ones of `host.pages`. */
export const pagesProcedures = {
  findByUrl: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/host/pages/find-by-url',
        summary: 'The page at a url, with its layouts, widgets and metadata',
      },
    })
    .input(findByUrlInput)
    .query(({ ctx, input }) => pages.findByUrl(ctx.db, input.url)),
  urls: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/host/pages/urls',
        summary: 'Every page url split on "/" but the error page (/500), url-segment pages expanded',
      },
    })
    .input(urlsInput)
    .output(urlsOutput)
    // Its length is known only once it ran: the rows it may answer come out of the request's budget first.
    .query(({ ctx }) => ctx.budget.within(pages.MAX_URLS, 'urls', (limit) => pages.urls(ctx.db, limit))),
  urlSegmentValue: publicProcedure
    .meta({
      rest: { method: 'GET', path: '/api/host/pages/url-segment-value', summary: 'The value of a record segment in a url' },
    })
    .input(urlSegmentValueInput)
    .output(urlSegmentValueOutput)
    .query(({ ctx, input }) => pages.urlSegmentValue(ctx.db, input.url, input.segment)),
};
