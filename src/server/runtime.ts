import type { ContextDependencies } from './platform/context/context';

/**
 * The dependencies of the running server (its open database and configuration), kept where Next.js's server
 * bundle can find them: it holds its own copies of our modules, so a module variable would not be shared,
 * while globalThis is one per process. PGlite allows one connection, so pages must use this very database.
 */
const RUNTIME = Symbol.for('platform.server-runtime');

type RuntimeHolder = { [RUNTIME]?: ContextDependencies };

export function setServerRuntime(dependencies: ContextDependencies): void {
  (globalThis as RuntimeHolder)[RUNTIME] = dependencies;
}

export function serverRuntime(): ContextDependencies {
  const dependencies = (globalThis as RuntimeHolder)[RUNTIME];
  if (!dependencies)
    throw new Error(
      'The server runtime is not set: pages run inside the platform server (npm start or npm run dev), not next start',
    );
  return dependencies;
}

/** The server's dependencies when the pages run inside the platform server; undefined elsewhere (`next build`). */
export const serverRuntimeIfStarted = (): ContextDependencies | undefined => (globalThis as RuntimeHolder)[RUNTIME];
