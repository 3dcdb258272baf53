import type { Entity } from '../registry/define-entity';
import type { GeneratorName } from '../registry/types';
import { randomSku, randomSlug, randomWords } from '../registry/words';

const GENERATORS: Record<GeneratorName, () => string> = { words: randomWords, slug: randomSlug, sku: randomSku };

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Fills generated fields (adminTitle, slug, sku…) that are empty. On create a missing field counts as
 * empty; on update only a field sent empty is regenerated, a missing one is left as it is.
 */
export function withGeneratedValues<T extends Record<string, unknown>>(entity: Entity, data: T, mode: 'create' | 'update'): T {
  const filled: Record<string, unknown> = { ...data };
  for (const field of entity.fields) {
    if (!field.generate) continue;
    const present = Object.hasOwn(data, field.name);
    if ((mode === 'create' || present) && isEmpty(data[field.name])) filled[field.name] = GENERATORS[field.generate]();
  }
  return filled as T;
}
