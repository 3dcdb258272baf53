import { createTRPCClient, httpBatchLink } from '@trpc/client';
import superjson from 'superjson';
import type { AppRouter } from '@/server/trpc/app-router';
import { SECRET_KEY_HEADER, TRPC_PATH } from '../../shared/api-paths';

/**
 * The typed client of every entity's procedures: `client.blog.articles.list.query({ … })`. In a browser the
 * base URL is '' (same origin) and the rbac.secret-key cookie travels by itself; elsewhere pass the key.
 */
export function createApiClient(baseUrl = '', options: { secretKey?: string } = {}) {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${baseUrl}${TRPC_PATH}`,
        transformer: superjson,
        // Batched queries travel in the URL: past this length the batch is split, before a server or proxy refuses it.
        maxURLLength: 8_000,
        headers: () => (options.secretKey ? { [SECRET_KEY_HEADER]: options.secretKey } : {}),
      }),
    ],
  });
}
