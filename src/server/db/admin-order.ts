/**
 * The admin's order of a relation list: orderIndex, then creation, then id for ties. Every relation table has the
 * three columns, so this fits the `orderBy` of any of them. Typed as a mutable tuple, as Prisma's `orderBy` takes a
 * mutable array (a readonly one is refused); nothing writes to it.
 */
export const ADMIN_ORDER: [{ orderIndex: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }] = [
  { orderIndex: 'asc' },
  { createdAt: 'asc' },
  { id: 'asc' },
];
