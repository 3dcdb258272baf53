import type { AnyEntity } from '@/shared/registry/define-entity';
import type { FieldMeta } from '@/shared/registry/types';

const pointsAtRecord = (candidate: FieldMeta) => Boolean(candidate.relation || candidate.reference);

/** What the nested rows of `entity` under its `field` point at besides the parent, and whether they are a join. */
export function joinShape(entity: AnyEntity, field: string) {
  const others = entity.fields.filter((candidate) => pointsAtRecord(candidate) && candidate.name !== field && !candidate.secret);
  // The other side of a join (a page's widgets, a host widget's module widget): its rows stand for those records.
  const otherSide =
    others.length === 1 && !entity.fields.some((f) => f.required && f.name !== field && !pointsAtRecord(f))
      ? others[0]
      : undefined;
  // What a join row holds besides its two sides and its place: a variant to choose (a layout's default or additional).
  const hasLinkSettings = entity.fields.some(
    (f) =>
      !f.readOnly &&
      !f.secret &&
      ![field, otherSide?.name, 'orderIndex', 'className'].includes(f.name) &&
      !(f.name === 'variant' && (f.values?.length ?? 0) <= 1),
  );
  return { others, otherSide, hasLinkSettings };
}

/**
 * How a parent's form shows the join rows that point at it when they are better read as one of its fields: a join to
 * records that hold a file (an article's pictures) as pictures to upload or pick, an `@adminMultiSelect` join (an
 * article's categories) as a multi-select. Undefined: a nested table under the form, as any other relation.
 */
export type JoinFieldKind = 'files' | 'multi-select';

export function joinFieldKind(entity: AnyEntity, field: string, target: AnyEntity | undefined): JoinFieldKind | undefined {
  const { otherSide } = joinShape(entity, field);
  if (!otherSide?.relation) return undefined;
  if (target?.fields.some((candidate) => candidate.input === 'file' && !candidate.readOnly)) return 'files';
  return entity.adminMultiSelect ? 'multi-select' : undefined;
}
