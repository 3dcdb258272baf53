import type { DMMF } from '@prisma/generator-helper';
import { MODULES, type ModuleName } from '../../src/shared/registry/modules';
import { PUBLIC_VISIBILITY, PUBLISHED_STATUS } from '../../src/shared/registry/visibility';
import { camel, kebab, pascal } from '../../src/shared/registry/names';
import {
  ADMIN_DISPLAYS,
  ADMIN_MENU_GROUPS,
  ADMIN_PANELS,
  GENERATOR_NAMES,
  INPUT_KINDS,
  type AdminDisplayName,
  type AdminMenuPlace,
  type AdminPanelName,
  type ColumnType,
  type FieldMeta,
  type GeneratorName,
  type InputKind,
} from '../../src/shared/registry/types';

/**
 * Turns the annotated Prisma datamodel into the entity registry's source files.
 * Annotations (`///` lines on models and fields):
 *   model:  @plural <route-plural>            (default: the model name without its module, pluralised)
 *           @public                           anyone may read its records (otherwise only a permitting role or the secret key)
 *           @publicWhenShown                  anyone may read those of its records a public record shows (links through a
 *                                             public relation entity) or whose `visibility` is `public`; the others only
 *                                             a permitting role, the secret key, or their module's readers (a file)
 *           @publicWhenPublished              (with @public) anyone may read those of its records whose `status` is
 *                                             `published`; drafts only a permitting role or the secret key
 *           @internal                         not an entity: the module's own table, with no generic calls or screens
 *           @createdByProduct                 its records are made only by the product's own code (an agent per job, a
 *                                             day's figure, a job, an outbox row): no generic create, find-or-create or
 *                                             bulk create, and no Add in the admin; reads, updates and deletes stay
 *           @pageContent [module.plural.field]  not public, but public pages show what it holds (a subject's slug): a write
 *                                             to it refreshes the cached pages, as a write to a public entity does. With a
 *                                             link entity's field: only the records a row of it names are shown (a subject
 *                                             with a public profile), so a new record alone changes no page
 *           @ownPage                          not public, but a page pattern may name one of its records by id
 *                                             (`/donations/[ecommerce.orders.id]`): the page is served for any id of
 *                                             its form, with nothing of the record in it, its widgets reading the record
 *                                             in the browser with the visitor's session (its owner's only); no url of it
 *                                             is ever listed
 *           @adminMultiSelect                 a join (two relations): the admin form of either side shows it as a
 *                                             multi-select of the other side (an article's categories), not a table
 *           @adminPanel module.name[, …]     module screen parts its admin edit form shows under the fields (one of
 *                                             ADMIN_PANELS); may repeat
 *           @menu <group> <position>          its entry in the admin menu: one of ADMIN_MENU_GROUPS (the team's tasks),
 *                                             lower positions first; without it, the entity is reached from its
 *                                             parents' forms and the "all models" view only (link tables)
 *           @adminDisplay module.plural       its module's label, computed columns and read-only view of its records in
 *                                             the admin (one of ADMIN_DISPLAYS)
 *   field:  @variants a, b                    allowed values of `variant`
 *           @values a, b                      enumerated values of a text field
 *           @multilingual                     a JSON map from language code to text
 *           @generate words|slug|sku          filled with random words when empty
 *           @secret                           never returned by a read nor written by a generic call (its module sets it)
 *           @managed                          read by everyone who may read the record, written only by its module's services
 *           @pattern <regex>                  text must match
 *           @patternMessage <words>           what a person is told when the text does not match (`must be …`)
 *           @lowercase                        text is trimmed and stored in lower case (an email that signs in)
 *           @input <kind>                     admin input, when the column type is not enough
 *           @refersTo <field>.<plural>        the id of a record of `/api/{that field's module}/{plural}` (a host widget's
 *                                             module widget): the admin labels, picks and opens it as a relation
 */
export type Datamodel = DMMF.Datamodel;
type Model = DMMF.Model;
type Field = DMMF.Field;

function pluralise(word: string): string {
  if (/(s|data)$/.test(word)) return word;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

/** What each annotation accepts: a check of its value (undefined when fine), by where it may stand. */
const MODEL_ANNOTATIONS: Record<string, (value: string) => string | undefined> = {
  plural: (value) => (/^[a-z0-9]+(-[a-z0-9]+)*$/.test(value) ? undefined : 'a kebab-case route plural'),
  public: (value) => nothing(value),
  publicWhenShown: (value) => nothing(value),
  publicWhenPublished: (value) => nothing(value),
  adminMultiSelect: (value) => nothing(value),
  ownPage: (value) => nothing(value),
  createdByProduct: (value) => nothing(value),
  internal: (value) => nothing(value),
  pageContent: (value) =>
    value === '' || /^[a-z][a-z0-9-]*\.[a-z][a-z0-9-]*\.[A-Za-z_][A-Za-z0-9_]*$/.test(value)
      ? undefined
      : 'nothing, or the link entity and field that name the records shown: module.plural.field',
  adminPanel: (value) =>
    list(value)?.every((item) => (ADMIN_PANELS as readonly string[]).includes(item))
      ? undefined
      : `a comma-separated list of ${ADMIN_PANELS.join(', ')}`,
  menu: (value) => (menuPlace(value) ? undefined : `a group (${ADMIN_MENU_GROUPS.join(', ')}) and a position number`),
  adminDisplay: (value) =>
    (ADMIN_DISPLAYS as readonly string[]).includes(value) ? undefined : `one of ${ADMIN_DISPLAYS.join(', ')}`,
};

/** `@menu content 20`: the group and the position, or undefined when the value is not that. */
function menuPlace(value: string | undefined): AdminMenuPlace | undefined {
  const match = /^([a-z]+)\s+(\d+)$/.exec(value ?? '');
  const group = ADMIN_MENU_GROUPS.find((candidate) => candidate === match?.[1]);
  return group && { group, position: Number(match![2]) };
}
/** Annotations that may stand on several lines: their values add up, as one comma-separated list. */
const REPEATABLE = new Set(['adminPanel']);
const oneOf = (allowed: readonly string[]) => (value: string) =>
  allowed.includes(value) ? undefined : `one of ${allowed.join(', ')}`;
const aList = (value: string) =>
  list(value)?.every((item) => /^[A-Za-z0-9_-]+$/.test(item)) ? undefined : 'a comma-separated list';
const aNumber = (value: string) => (value !== '' && Number.isFinite(Number(value)) ? undefined : 'a number');
const nothing = (value: string) => (value === '' ? undefined : 'no value');
const FIELD_ANNOTATIONS: Record<string, (value: string) => string | undefined> = {
  variants: aList,
  values: aList,
  multilingual: nothing,
  secret: nothing,
  managed: nothing,
  lowercase: nothing,
  min: aNumber,
  max: aNumber,
  generate: oneOf(GENERATOR_NAMES),
  input: oneOf(INPUT_KINDS),
  refersTo: (value) => (/^[A-Za-z_][A-Za-z0-9_]*\.[a-z][a-z0-9-]*$/.test(value) ? undefined : 'field.plural'),
  patternMessage: (value) => (value ? undefined : 'the words a person is told'),
  pattern: (value) => {
    try {
      new RegExp(value);
      return undefined;
    } catch {
      return 'a regular expression';
    }
  },
};

/** The `@name value` lines of a doc comment; an unknown name or a bad value stops generation, naming both. */
function annotations(documentation: string | undefined, allowed = FIELD_ANNOTATIONS, where = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const line of (documentation ?? '').split('\n')) {
    const match = /^\s*@([a-zA-Z]+)\s*(.*)$/.exec(line);
    if (!match) continue;
    const [, name, rawValue] = match as unknown as [string, string, string];
    const value = rawValue.trim();
    const check = allowed[name];
    if (!check) throw new Error(`${where}: unknown annotation @${name} (known: ${Object.keys(allowed).join(', ')})`);
    const expected = check(value);
    if (expected) throw new Error(`${where}: @${name} takes ${expected}, not "${value}"`);
    const earlier = found.get(name);
    if (earlier !== undefined && !REPEATABLE.has(name)) throw new Error(`${where}: @${name} is given twice`);
    found.set(name, earlier === undefined ? value : `${earlier}, ${value}`);
  }
  return found;
}
const list = (value: string | undefined) => (value ? value.split(',').map((item) => item.trim()) : undefined);

export interface ModelInfo {
  model: Model;
  module: ModuleName;
  plural: string;
  /** Variable name of the entity in the generated code: `blogArticles`. */
  constName: string;
  /** `@public` or `@publicWhenShown`: anyone may read its records (with the latter, those shown). */
  publiclyReadable: boolean;
  publicWhenShown: boolean;
  /** `@publicWhenPublished`: of its records anyone reads the published ones only. */
  publicWhenPublished: boolean;
  shownOnPages: boolean;
  shownWhenNamedBy: string | undefined;
  /** `@adminPanel`: the screen parts of its admin edit form, in the order annotated. */
  adminPanels: AdminPanelName[];
  /** `@menu`: its place in the admin menu, if it has one. */
  menu: AdminMenuPlace | undefined;
  /** `@adminDisplay`: its module's display of its records in the admin. */
  adminDisplay: AdminDisplayName | undefined;
  /** `@adminMultiSelect`: a join the admin shows as a multi-select in either side's form. */
  adminMultiSelect: boolean;
  /** `@ownPage`: a page pattern may name one of its records by id, shown to its owner in the browser. */
  ownPage: boolean;
  /** `@createdByProduct`: only the product's own code creates its records; no generic create. */
  createdByProduct: boolean;
}

/** The `visibility` field a `@publicWhenShown` model needs: text whose values include `public`. */
function visibilityField(model: Model): Field | undefined {
  const field = model.fields.find((candidate) => candidate.name === 'visibility' && candidate.type === 'String');
  const values = list(annotations(field?.documentation, FIELD_ANNOTATIONS, `${model.name}.visibility`).get('values'));
  return values?.includes(PUBLIC_VISIBILITY) ? field : undefined;
}

/** The `status` field a `@publicWhenPublished` model needs: text whose values include `published`. */
function statusField(model: Model): Field | undefined {
  const field = model.fields.find((candidate) => candidate.name === 'status' && candidate.type === 'String');
  const values = list(annotations(field?.documentation, FIELD_ANNOTATIONS, `${model.name}.status`).get('values'));
  return values?.includes(PUBLISHED_STATUS) ? field : undefined;
}

/** Module of each model, from the schema file it is written in. */
export function modelInfos(datamodel: Datamodel, moduleOfModel: (model: string) => string): ModelInfo[] {
  return datamodel.models.flatMap((model) => {
    const notes = annotations(model.documentation, MODEL_ANNOTATIONS, model.name);
    if (notes.has('internal')) return [];
    const module = moduleOfModel(model.name) as ModuleName;
    if (!MODULES.includes(module)) throw new Error(`Model ${model.name} is in ${module}.prisma, which is not a module`);
    const prefix = pascal(module);
    if (!model.name.startsWith(prefix)) throw new Error(`Model ${model.name} must start with its module's name ${prefix}`);
    const plural = notes.get('plural') ?? pluralise(kebab(model.name.slice(prefix.length)));
    const adminPanels = (list(notes.get('adminPanel')) ?? []) as AdminPanelName[];
    if (notes.has('public') && notes.has('publicWhenShown'))
      throw new Error(`${model.name}: @public and @publicWhenShown exclude each other`);
    const publicWhenShown = notes.has('publicWhenShown');
    if (publicWhenShown && !visibilityField(model))
      throw new Error(
        `${model.name}: @publicWhenShown needs a text field visibility with @values including ${PUBLIC_VISIBILITY}`,
      );
    const publicWhenPublished = notes.has('publicWhenPublished');
    if (publicWhenPublished && (!notes.has('public') || !statusField(model)))
      throw new Error(
        `${model.name}: @publicWhenPublished needs @public and a text field status with @values including ${PUBLISHED_STATUS}`,
      );
    const adminMultiSelect = notes.has('adminMultiSelect');
    if (adminMultiSelect && model.fields.filter((field) => field.relationName && field.kind === 'object').length !== 2)
      throw new Error(`${model.name}: @adminMultiSelect needs a join: exactly two relations`);
    if (new Set(adminPanels).size < adminPanels.length) throw new Error(`${model.name}: @adminPanel names a panel twice`);
    const ownPage = notes.has('ownPage');
    if (ownPage && (notes.has('public') || publicWhenShown || notes.has('pageContent')))
      throw new Error(`${model.name}: @ownPage is for records nobody but their owner reads, not public or page content`);
    return [
      {
        model,
        module,
        plural,
        constName: camel(module) + pascal(plural),
        publiclyReadable: notes.has('public') || publicWhenShown,
        publicWhenShown,
        publicWhenPublished,
        shownOnPages: notes.has('public') || publicWhenShown || notes.has('pageContent'),
        shownWhenNamedBy: notes.get('pageContent') || undefined,
        adminPanels,
        menu: menuPlace(notes.get('menu')),
        adminDisplay: notes.get('adminDisplay') as AdminDisplayName | undefined,
        adminMultiSelect,
        ownPage,
        createdByProduct: notes.has('createdByProduct'),
      },
    ];
  });
}

const COLUMN_TYPES: Record<string, ColumnType> = {
  String: 'string',
  Int: 'int',
  Float: 'float',
  Decimal: 'decimal',
  Boolean: 'boolean',
  DateTime: 'datetime',
  Json: 'json',
};

function columnType(field: Field): ColumnType {
  if (field.type === 'DateTime' && field.nativeType?.[0] === 'Date') return 'date';
  const type = COLUMN_TYPES[field.type];
  if (!type) throw new Error(`Field type ${field.type} of ${field.name} is not supported by the registry`);
  return type;
}

/**
 * A b-tree index entry must fit in about 2,700 bytes: text in an index (unique, foreign key or @@index)
 * is capped so that an over-long value is a 400 naming the field, not a database error.
 */
export const INDEXED_TEXT_MAX_LENGTH = 500;

function fieldMeta(field: Field, model: Model, infos: ReadonlyMap<string, ModelInfo>, indexed: ReadonlySet<string>): FieldMeta {
  const notes = annotations(field.documentation, FIELD_ANNOTATIONS, `${model.name}.${field.name}`);
  const type = columnType(field);
  const relationField = model.fields.find((other) => other.relationFromFields?.includes(field.name));
  const target = relationField ? infos.get(relationField.type) : undefined;
  const values = field.name === 'variant' ? (list(notes.get('variants')) ?? ['default']) : list(notes.get('values'));
  const generate = notes.get('generate') as GeneratorName | undefined;
  const managed = notes.has('managed');
  // A generic create leaves a managed field out, so the column must fill itself.
  if (managed && field.isRequired && !field.hasDefaultValue)
    throw new Error(`${model.name}.${field.name}: a @managed field needs a default or must be optional`);
  const readOnly = field.isId || field.isUpdatedAt === true || field.name === 'createdAt' || managed;
  const multilingual = notes.has('multilingual');
  const reference = notes.has('refersTo') ? referenceOf(notes.get('refersTo')!, field, model, infos) : undefined;
  const input: InputKind =
    (notes.get('input') as InputKind | undefined) ??
    (target || reference
      ? 'relation'
      : values
        ? 'select'
        : multilingual
          ? 'multilingual'
          : (
              {
                string: 'text',
                int: 'number',
                float: 'number',
                decimal: 'decimal',
                boolean: 'checkbox',
                datetime: 'datetime',
                date: 'date',
                json: 'json',
              } as const
            )[type]);
  const meta: FieldMeta = {
    name: field.name,
    column: field.dbName ?? field.name,
    type,
    input,
    required: field.isRequired && !field.hasDefaultValue && !generate && !readOnly,
    nullable: !field.isRequired,
    unique: field.isUnique || field.isId,
    multilingual,
    secret: notes.has('secret'),
    readOnly,
  };
  const fieldDefault = defaultOf(field, type);
  if (fieldDefault !== undefined) meta.default = fieldDefault;
  if (values) meta.values = values;
  if (target) meta.relation = { module: target.module, plural: target.plural, model: target.model.name };
  if (reference) meta.reference = reference;
  if (generate) meta.generate = generate;
  if (notes.has('pattern')) meta.pattern = notes.get('pattern')!;
  if (notes.has('patternMessage')) meta.patternMessage = notes.get('patternMessage')!;
  if (managed) meta.managed = true;
  if (notes.has('lowercase')) meta.lowercase = true;
  for (const bound of ['min', 'max'] as const) {
    if (!notes.has(bound)) continue;
    if (type !== 'int' && type !== 'float' && type !== 'decimal')
      throw new Error(`${model.name}.${field.name}: @${bound} is for number fields`);
    meta[bound] = Number(notes.get(bound));
  }
  if (type === 'string' && !values && (meta.unique || target || indexed.has(`${model.name}.${field.name}`)))
    meta.maxLength = INDEXED_TEXT_MAX_LENGTH;
  return meta;
}

/** `@refersTo externalModule.widgets`: the named field holds module names, and each of those modules has that entity. */
function referenceOf(value: string, field: Field, model: Model, infos: ReadonlyMap<string, ModelInfo>): FieldMeta['reference'] {
  const [moduleField, plural] = value.split('.') as [string, string];
  const where = `${model.name}.${field.name}`;
  const modules = list(annotations(model.fields.find((other) => other.name === moduleField)?.documentation).get('values'));
  if (!modules) throw new Error(`${where}: @refersTo names ${moduleField}, which is no field of @values here`);
  for (const module of modules)
    if (![...infos.values()].some((info) => info.module === module && info.plural === plural))
      throw new Error(`${where}: @refersTo ${value}, but module ${module} has no ${plural}`);
  return { moduleField, plural };
}

function defaultOf(field: Field, type: ColumnType): FieldMeta['default'] {
  const value = field.default;
  if (value === undefined) return undefined;
  if (typeof value === 'object' && !Array.isArray(value) && 'name' in value) {
    return value.name === 'uuid' || value.name === 'now' ? { fn: value.name } : undefined;
  }
  if (type === 'json' && typeof value === 'string') return JSON.parse(value) as { [key: string]: never };
  return value as string | number | boolean;
}

/** zod source of one writable field. */
function zodOf(meta: FieldMeta, mode: 'create' | 'update'): string {
  const { name } = meta;
  let source: string;
  if (meta.values)
    source = `z.enum(${JSON.stringify(meta.values)}, { error: ${JSON.stringify(`${name} must be one of ${meta.values.join(', ')}`)} })`;
  else if (meta.multilingual) source = 'multilingual()';
  else
    source = {
      string: `z.string({ error: requiredError(${JSON.stringify(name)}) })`,
      // Both bounds given (within 32 bits) say all z.int32's range would: one message, not two.
      int: `z.${meta.min !== undefined && meta.max !== undefined ? 'int' : 'int32'}({ error: requiredError(${JSON.stringify(name)}) })`,
      float: `z.number({ error: requiredError(${JSON.stringify(name)}) })`,
      decimal: `decimalValue(${JSON.stringify(name)})`,
      boolean: `z.boolean({ error: requiredError(${JSON.stringify(name)}) })`,
      datetime: `dateValue(${JSON.stringify(name)})`,
      date: `dateValue(${JSON.stringify(name)})`,
      json: 'z.json()',
    }[meta.type];
  if (meta.type === 'decimal') {
    if (meta.min !== undefined || meta.max !== undefined)
      source = `decimalValue(${JSON.stringify(name)}, ${JSON.stringify({ min: meta.min, max: meta.max })})`;
  } else {
    if (meta.min !== undefined) source += `.min(${meta.min}, ${JSON.stringify(`${name} must be at least ${meta.min}`)})`;
    if (meta.max !== undefined) source += `.max(${meta.max}, ${JSON.stringify(`${name} must be at most ${meta.max}`)})`;
  }
  // Generated fields may be left empty: the service fills them; so may a text whose default is empty (an order's receipt).
  if (meta.type === 'string' && !meta.values && !meta.nullable && !meta.generate && meta.default !== '')
    source += `.min(1, ${JSON.stringify(`${name} is required`)})`;
  // One address is one account however it is typed: sign-in compares lower-cased emails.
  if (meta.lowercase) source += '.trim().toLowerCase()';
  if (meta.maxLength)
    source += `.max(${meta.maxLength}, ${JSON.stringify(`${name} must be at most ${meta.maxLength} characters`)})`;
  if (meta.pattern) {
    // The whole text must match; a generated field may also be sent empty, to be generated.
    const whole = meta.generate ? `^(?:(?:${meta.pattern})|)$` : `^(?:${meta.pattern})$`;
    // The regex itself is no message for a person: a field may say what a matching text is.
    const message = meta.patternMessage ? `${name} ${meta.patternMessage}` : `${name} must match ${meta.pattern}`;
    source += `.regex(new RegExp(${JSON.stringify(whole)}), ${JSON.stringify(message)})`;
  }
  // A file input also takes a file received with the request, stored before the write.
  if (meta.input === 'file') source = `fileValue(${JSON.stringify(name)}, ${source})`;
  if (meta.nullable) source += '.nullable()';
  if (mode === 'update' || !meta.required) source += '.optional()';
  return source;
}

const TS_TYPES: Record<ColumnType, string> = {
  string: 'string',
  int: 'number',
  float: 'number',
  decimal: 'string',
  boolean: 'boolean',
  datetime: 'Date',
  date: 'Date',
  json: 'JsonValue',
};

function renderEntity(info: ModelInfo, infos: ReadonlyMap<string, ModelInfo>, indexed: ReadonlySet<string>): string {
  const { model } = info;
  const fields = model.fields.filter((field) => field.kind === 'scalar').map((field) => fieldMeta(field, model, infos, indexed));
  const variants = fields.find((field) => field.name === 'variant')?.values ?? ['default'];
  const writable = fields.filter((field) => !field.readOnly && !field.secret);
  const recordType = fields
    .filter((field) => !field.secret)
    .map((field) => {
      const type = field.multilingual ? 'Record<string, string>' : TS_TYPES[field.type];
      return `  ${field.name}: ${type}${field.nullable ? ' | null' : ''};`;
    })
    .join('\n');
  const objectOf = (mode: 'create' | 'update') =>
    [
      // Ids are stored in lower case, so one uuid cannot name two records.
      ...(mode === 'create' ? ["    id: z.uuid({ error: 'id must be a uuid' }).toLowerCase().optional(),"] : []),
      ...writable.map((field) => `    ${field.name}: ${zodOf(field, mode)},`),
      ...fields.filter((field) => field.managed).map((field) => `    ${field.name}: managed(${JSON.stringify(field.name)}),`),
    ].join('\n');
  const recordName = `${model.name}Record`;
  return `export interface ${recordName} {
${recordType}
}

export const ${info.constName} = defineEntity<${recordName}>()({
  module: ${JSON.stringify(info.module)},
  model: ${JSON.stringify(model.name)},
  table: ${JSON.stringify(model.dbName ?? model.name)},
  plural: ${JSON.stringify(info.plural)},
  variants: ${JSON.stringify(variants)},
  publiclyReadable: ${info.publiclyReadable},
  shownOnPages: ${info.shownOnPages},${info.publicWhenShown ? '\n  publicWhenShown: true,' : ''}${info.publicWhenPublished ? '\n  publicWhenPublished: true,' : ''}${info.adminMultiSelect ? '\n  adminMultiSelect: true,' : ''}${info.ownPage ? '\n  ownPage: true,' : ''}${info.createdByProduct ? '\n  createdByProduct: true,' : ''}${info.shownWhenNamedBy ? `\n  shownWhenNamedBy: ${JSON.stringify(info.shownWhenNamedBy)},` : ''}${
    info.adminPanels.length ? `\n  adminPanels: ${JSON.stringify(info.adminPanels)},` : ''
  }${info.menu ? `\n  menu: ${JSON.stringify(info.menu)},` : ''}${
    info.adminDisplay ? `\n  adminDisplay: ${JSON.stringify(info.adminDisplay)},` : ''
  }${model.uniqueFields.length ? `\n  uniqueTogether: ${JSON.stringify(model.uniqueFields)},` : ''}
  fields: [
${fields.map((field) => `    ${JSON.stringify(field)},`).join('\n')}
  ],
  create: z.strictObject({
${objectOf('create')}
  }),
  update: z.strictObject({
${objectOf('update')}
  }),
});
`;
}

const HEADER =
  '// Generated by scripts/registry-generator.ts from prisma/schema. Do not edit: change the schema and run `npm run generate`.\n';

/** Every generated file of the registry, by file name. */
export function renderRegistry(datamodel: Datamodel, moduleOfModel: (model: string) => string): Map<string, string> {
  const infoList = modelInfos(datamodel, moduleOfModel);
  const infos = new Map(infoList.map((info) => [info.model.name, info]));
  // A hash index holds a hash of the text, not the text: it takes text of any length.
  const indexed = new Set(
    datamodel.indexes
      .filter((index) => index.algorithm !== 'Hash')
      .flatMap((index) => index.fields.map((field) => `${index.model}.${field.name}`)),
  );
  const files = new Map<string, string>();
  const present = MODULES.filter((module) => infoList.some((info) => info.module === module));
  for (const module of present) {
    const own = infoList.filter((info) => info.module === module);
    const entities = own.map((info) => renderEntity(info, infos, indexed)).join('\n');
    // fileValue and managed only where used, so that modules without them import nothing unused.
    const helpers = [
      'dateValue',
      ...(entities.includes('decimalValue(') ? ['decimalValue'] : []),
      ...(entities.includes('fileValue(') ? ['fileValue'] : []),
      ...(entities.includes('managed(') ? ['managed'] : []),
      'multilingual',
      'requiredError',
    ];
    files.set(
      `${module}.ts`,
      `${HEADER}import { z } from 'zod';
import { defineEntity } from '../define-entity';
import type { JsonValue } from '../types';
import { ${helpers.join(', ')} } from '../zod-fields';

${entities}`,
    );
  }
  const imports = present.map((module) => `import * as ${camel(module)} from './${module}';`).join('\n');
  const tree = present
    .map((module) => {
      const entries = infoList
        .filter((info) => info.module === module)
        .map((info) => `    ${camel(info.plural)}: ${camel(module)}.${info.constName},`)
        .join('\n');
      return `  ${camel(module)}: {\n${entries}\n  },`;
    })
    .join('\n');
  files.set(
    'index.ts',
    `${HEADER}${imports}

/** Every entity, by module and route plural: \`registry.websiteBuilder.buttonsArrays\`. */
export const registry = {
${tree}
};
`,
  );
  return files;
}
