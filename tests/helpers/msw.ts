import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * msw's stand-in for the providers' APIs over the whole test file, each test starting with no handlers: `error` where
 * nothing but a provider is called, `bypass` where the test also calls its own server.
 */
export function mockedApis(onUnhandledRequest: 'error' | 'bypass'): SetupServer {
  const msw = setupServer();
  beforeAll(() => msw.listen({ onUnhandledRequest }));
  afterEach(() => msw.resetHandlers());
  afterAll(() => msw.close());
  return msw;
}
