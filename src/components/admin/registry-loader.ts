import type { AnyEntity } from '@/shared/registry/define-entity';
import type { ModuleName } from '@/shared/registry/modules';

/**
 * One chunk per module: a screen loads the schemas of its own module's entities only, never the whole registry.
 * A Record over every module, so a new module cannot be forgotten here.
 */
const MODULE_LOADERS: Record<ModuleName, () => Promise<Record<string, unknown>>> = {
  host: () => import('@/shared/registry/generated/host'),
  'website-builder': () => import('@/shared/registry/generated/website-builder'),
  blog: () => import('@/shared/registry/generated/blog'),
  crm: () => import('@/shared/registry/generated/crm'),
  rbac: () => import('@/shared/registry/generated/rbac'),
  social: () => import('@/shared/registry/generated/social'),
  'file-storage': () => import('@/shared/registry/generated/file-storage'),
  ecommerce: () => import('@/shared/registry/generated/ecommerce'),
  billing: () => import('@/shared/registry/generated/billing'),
  notification: () => import('@/shared/registry/generated/notification'),
  startup: () => import('@/shared/registry/generated/startup'),
  analytic: () => import('@/shared/registry/generated/analytic'),
  agent: () => import('@/shared/registry/generated/agent'),
  broadcast: () => import('@/shared/registry/generated/broadcast'),
};

const isEntity = (value: unknown): value is AnyEntity =>
  typeof value === 'object' && value !== null && 'path' in value && 'fields' in value && 'create' in value;

const loaded = new Map<string, Promise<AnyEntity>>();

/** The entity served at `path` (`/api/host/pages`), with its fields and zod schemas, from its module's chunk. */
export function loadEntity(path: string): Promise<AnyEntity> {
  let entity = loaded.get(path);
  if (!entity) {
    const moduleName = path.split('/')[2] as ModuleName;
    const loader = MODULE_LOADERS[moduleName];
    entity = loader
      ? loader().then((exports) => {
          const found = Object.values(exports).find((value) => isEntity(value) && value.path === path);
          if (!found) throw new Error(`No entity is served at ${path}`);
          return found as AnyEntity;
        })
      : Promise.reject(new Error(`No module is named ${moduleName}`));
    // A chunk that failed to download (a flaky network) is asked for again next time.
    entity.catch(() => loaded.delete(path));
    loaded.set(path, entity);
  }
  return entity;
}

/** An entity's loading as it ended: never rejected, so a screen can wait for it with `use` and show a failure itself. */
export type SettledEntity = { entity: AnyEntity } | { error: unknown };

const settled = new Map<string, Promise<SettledEntity>>();

/**
 * loadEntity's outcome, the same promise for the same path until it fails (then a new one is asked for): what the
 * table waits for, in the server render too, where the entity's chunk loads in this process.
 */
export function settleEntity(path: string): Promise<SettledEntity> {
  let outcome = settled.get(path);
  if (!outcome) {
    outcome = loadEntity(path).then(
      (entity) => ({ entity }),
      (error: unknown) => {
        settled.delete(path);
        return { error };
      },
    );
    settled.set(path, outcome);
  }
  return outcome;
}
