import { z } from 'zod';
import { entityAtPath } from '../../../shared/registry';
import type { AnyEntity } from '../../../shared/registry/define-entity';
import { shownWhenNamed, type ShownWhenNamed } from '../../../shared/registry/page-content';
import type { FieldMeta } from '../../../shared/registry/types';
import { requiredError } from '../../../shared/registry/zod-fields';
import { textProblem } from '../../storable-text';

/** Longest url the page calls take. */
export const MAX_URL_LENGTH = 2000;

/** A record segment's name inside its brackets: `blog.articles.slug`, `website-builder.buttons-arrays.slug`. */
const SEGMENT_NAME = /^([a-z][a-z0-9-]*)\.([a-z][a-z0-9-]*)\.([A-Za-z_][A-Za-z0-9_]*)$/;

export interface RecordSegment {
  /** `blog.articles.slug` */
  name: string;
  entity: AnyEntity;
  field: FieldMeta;
  /** The link rows without which a record is not shown (a subject without a public profile has no page). */
  shownWhen?: ShownWhenNamed;
  /**
   * An `@ownPage` entity's id (an order's): any id of its form matches, unread, so that the page tells nobody whether
   * the record exists; its widgets read it in the browser with the visitor's session. `urls` lists none.
   */
  own?: true;
}

/** The form of the ids the database gives (`@default(uuid())`). */
const ID_FORM = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` may stand for a record of an `@ownPage` segment: an id of the database's form. */
export const ownSegmentValue = (value: string) => ID_FORM.test(value);

/**
 * The entity and readable field a segment name (`module.plural.field`) names, or undefined. Only entities whose every
 * record anyone may read: `urls` lists the values, so a segment on a personal entity would publish them. The exceptions are the
 * generated slug of an entity pages show (`@pageContent`, `rbac.subjects.slug`): it is made to appear in urls (a
 * subject's profile page), tells nothing, and is listed only for the records pages show (a subject with a profile); and
 * the id of an `@ownPage` entity (an order), matched without being read and never listed.
 */
export function resolveSegment(name: string): RecordSegment | undefined {
  const match = SEGMENT_NAME.exec(name);
  if (!match) return undefined;
  const [, module, plural, fieldName] = match;
  const entity = entityAtPath(`/api/${module}/${plural}`);
  const field = entity?.fieldsByName.get(fieldName!);
  if (!entity || !field || field.secret) return undefined;
  if (entity.ownPage) return field.name === 'id' ? { name, entity, field, own: true } : undefined;
  // Of a `@publicWhenShown` entity (files) anyone reads only some records: `urls` would list the others' values.
  if (entity.publiclyReadable && !entity.publicWhenShown) return { name, entity, field };
  return entity.shownOnPages && field.generate === 'slug'
    ? { name, entity, field, shownWhen: shownWhenNamed(entity) }
    : undefined;
}

const url = z
  .string({ error: requiredError('url') })
  .min(1, { message: 'url is required', abort: true })
  .max(MAX_URL_LENGTH, { message: `url must be at most ${MAX_URL_LENGTH} characters`, abort: true })
  .startsWith('/', { message: 'url must start with /', abort: true })
  .superRefine((text, context) => {
    const problem = textProblem(text);
    if (problem) context.addIssue({ code: 'custom', message: `url ${problem}` });
  });

const segment = z
  .string({ error: requiredError('segment') })
  .min(1, { message: 'segment is required', abort: true })
  .refine((name) => resolveSegment(name) !== undefined, {
    message: 'segment must name module.plural.field: an entity (blog.articles) and one of its readable fields (slug)',
  });

export const findByUrlInput = z.strictObject({ url });

/** No parameters; an absent input is taken too. */
export const urlsInput = z.strictObject({}).optional();

/** Every url as its segments: `[[], ["about"], ["blog", "articles", "restoration-2025"]]`. */
export const urlsOutput = z.array(z.array(z.string()));

export const urlSegmentValueInput = z.strictObject({ url, segment });

/** The segment's value in the url, or null when the page serving it holds no such segment. */
export const urlSegmentValueOutput = z.string().nullable();
