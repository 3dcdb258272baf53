import type { Language } from '@/shared/languages';
import type { FieldMeta } from '@/shared/registry/types';
import { EN_ENTITIES, EN_FIELDS } from './en';
import type { EntityNameForm } from './entity-words';
import { RU_ENTITIES, RU_ENTITY_FIELDS, RU_FIELDS, RU_MODULES } from './ru';

/*
 * The registry's names (modules, entities, fields) in the admin's interface language, apart from the content
 * language of the texts it edits. English is derived from the code's names (`pages-to-widgets` → `Pages to
 * widgets`, `adminTitle` → `Admin title`) but where en.ts words it better; Russian is written out in ru.ts, and a
 * name missing there falls back to the English one.
 */

export type { EntityNameForm } from './entity-words';

type NamedField = Pick<FieldMeta, 'name' | 'relation'>;

/** `/api/host/pages` → `host/pages`: the key of the word tables. */
const keyOf = (entityPath: string) => entityPath.replace(/^\/api\//, '');

/** `pages` → `page`, `categories` → `category`; a word without a plural ending is left as it is (`metadata`). */
const singular = (word: string) => word.replace(/ies$/, 'y').replace(/([^s])s$/, '$1');

/**
 * A code name as English words, the first raised: `shortDescription` → `Short description`, `pages-to-widgets` →
 * `Pages to widgets`.
 */
function humanize(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function englishEntityName(entityPath: string, form: EntityNameForm): string {
  const word = EN_ENTITIES[keyOf(entityPath)]?.[form];
  if (word) return word;
  const plural = keyOf(entityPath).split('/')[1] ?? entityPath;
  return form === 'one' ? plural.split('-').map(singular).join(' ') : humanize(plural);
}

/** A field's English name: `adminTitle` → `Admin title`, a relation's `pageId` → `Page`, `url` → `URL` (en.ts). */
export const englishFieldName = (field: NamedField): string =>
  EN_FIELDS[field.name] ?? humanize(field.relation ? field.name.replace(/Id$/, '') : field.name);

const ruModules: Partial<Record<string, string>> = RU_MODULES;

/** A module's name: `Интернет-магазин` for `ecommerce` in Russian; in English its code name, as it always read. */
export const moduleName = (module: string, language: Language): string =>
  (language === 'ru' ? ruModules[module] : undefined) ?? module;

/** The entity at `/api/{module}/{plural}` named in the form the place needs (entity-words.ts). */
export const entityName = (entityPath: string, language: Language, form: EntityNameForm): string =>
  (language === 'ru' ? RU_ENTITIES[keyOf(entityPath)]?.[form] : undefined) ?? englishEntityName(entityPath, form);

/** A field of the entity at `entityPath`: its entity's own word for it, else the word every entity shares. */
export function fieldName(entityPath: string, field: NamedField, language: Language): string {
  if (language === 'ru') {
    const word = RU_ENTITY_FIELDS[keyOf(entityPath)]?.[field.name] ?? RU_FIELDS[field.name];
    if (word) return word;
  }
  return englishFieldName(field);
}

/** The three namers bound to one language: what a screen of the admin calls. */
export const registryNames = (language: Language) => ({
  module: (module: string) => moduleName(module, language),
  entity: (entityPath: string, form: EntityNameForm) => entityName(entityPath, language, form),
  field: (entityPath: string, field: NamedField) => fieldName(entityPath, field, language),
});

export type RegistryNames = ReturnType<typeof registryNames>;
