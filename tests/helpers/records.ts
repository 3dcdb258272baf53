import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { entityAtPath } from '../../src/shared/registry';
import { DEFAULT_LANGUAGE } from '../../src/shared/languages';
import type { FieldMeta } from '../../src/shared/registry/types';
import type { AnyEntity } from '../../src/shared/registry/define-entity';
import { json, type TestServer } from './server';
import { storeFile } from './stored-files';

export { entities as allEntities } from '../../src/shared/registry';

export const entityAt = (module: string, plural: string): AnyEntity => {
  const entity = entityAtPath(`/api/${module}/${plural}`);
  if (!entity) throw new Error(`No entity ${module}/${plural}`);
  return entity;
};

/** A valid value for a field that is not a relation; text is random so unique columns (a page url) never clash. */
function sampleValue(field: FieldMeta): unknown {
  if (field.values) return field.values[0];
  // A required multilingual text says something in the site's default language (a broadcast message's payload).
  if (field.multilingual) return { [DEFAULT_LANGUAGE]: `${field.name}-${randomBytes(4).toString('hex')}` };
  switch (field.type) {
    case 'string': {
      const text = `${field.name}-${randomBytes(4).toString('hex')}`;
      // A field whose pattern is a path wants a leading slash (a page url), or one under /api (an action's route).
      const matches = (value: string) => !field.pattern || new RegExp(`^(?:${field.pattern})$`).test(value);
      return [text, `/${text}`, `/api/${text}`].find(matches) ?? text;
    }
    case 'int':
      return 1;
    case 'float':
      return 1.5;
    case 'decimal':
      return '1.5';
    case 'boolean':
      return true;
    case 'datetime':
    case 'date':
      return new Date().toISOString();
    case 'json':
      return {};
  }
}

/**
 * Creates a record through REST with every required field filled (a file field with a file stored for it), creating the
 * records it relates to first (those only the product makes, as the product does: see createRecord).
 */
export async function createThroughRest(server: TestServer, entity: AnyEntity, data: Record<string, unknown> = {}) {
  const response = await server.request(entity.path, json(await filledData(server, entity, data, false)));
  const body = (await response.json()) as { data: Record<string, unknown> & { id: string } };
  expect(response.status, JSON.stringify(body)).toBe(201);
  return body.data;
}

/**
 * A record of any entity, as its API reads it: made through REST, or, for an entity only the product makes
 * (`@createdByProduct`, docs/decisions/0055: no generic create), written into the database as the product's services do.
 */
export async function createRecord(server: TestServer, entity: AnyEntity, data: Record<string, unknown> = {}) {
  if (!entity.createdByProduct) return createThroughRest(server, entity, data);
  // No generator runs on this way in: generated fields (a subscription's slug) are given, as the product gives them.
  const filled = await filledData(server, entity, data, true);
  const delegates = server.db.prisma as unknown as Record<string, { create(args: object): Promise<{ id: string }> }>;
  const { id } = await delegates[entity.delegate]!.create({ data: filled });
  const response = await server.request(`${entity.path}/${id}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Record<string, unknown> & { id: string } }).data;
}

/** `data` with every required field filled, and generated ones too when `generated` (nothing will generate them). */
async function filledData(server: TestServer, entity: AnyEntity, data: Record<string, unknown>, generated: boolean) {
  const filled: Record<string, unknown> = { ...data };
  for (const field of entity.fields) {
    if (field.readOnly || field.name in filled) continue;
    if (field.relation) {
      const parent = await createRecord(server, entityAt(field.relation.module, field.relation.plural));
      filled[field.name] = parent.id;
    } else if (field.input === 'file') {
      // A file record names a file the storage gave.
      filled[field.name] = await storeFile(server.storage, `${field.name}.txt`);
    } else if (field.required || (field.unique && !field.generate) || (generated && field.generate))
      filled[field.name] = sampleValue(field);
  }
  return filled;
}
