import type { Row } from '../entity-api';

/**
 * The updates that move the row at `index` one place up (-1) or down (1): every row is numbered by its new
 * position, and only rows whose orderIndex changes are sent, in one bulk update. Rows that share an orderIndex
 * (records made without one) get distinct ones on the first move.
 */
export function movedOrder(rows: readonly Row[], index: number, by: -1 | 1): { id: string; data: { orderIndex: number } }[] {
  const target = index + by;
  if (target < 0 || target >= rows.length) return [];
  const order = [...rows];
  [order[index], order[target]] = [order[target]!, order[index]!];
  return order.flatMap((row, position) => (row.orderIndex === position ? [] : [{ id: row.id, data: { orderIndex: position } }]));
}
