import type { AnyEntity } from './define-entity';
import { registry } from './generated';

/** Every entity of the registry, module by module in schema order. */
export const entities: readonly AnyEntity[] = Object.values(registry).flatMap((module) => Object.values(module) as AnyEntity[]);

const byPath = new Map(entities.map((entity) => [entity.path, entity]));
const byModel = new Map(entities.map((entity) => [entity.model, entity]));

/** The entity served at `/api/{module}/{plural}`. */
export const entityAtPath = (path: string): AnyEntity | undefined => byPath.get(path);

/** The entity of a Prisma model name (a relation field's target). */
export const entityOfModel = (model: string): AnyEntity | undefined => byModel.get(model);

/** Module names that have at least one entity. */
export const moduleNames: ReadonlySet<string> = new Set(entities.map((entity) => entity.module));
