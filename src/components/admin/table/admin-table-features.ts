import {
  columnVisibilityFeature,
  metaHelper,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  type Column,
} from '@tanstack/react-table';
import type { FieldMeta } from '@/shared/registry/types';
import type { Row } from '../entity-api';

export interface AdminColumnMeta {
  /** The registry field a data column shows; absent on the selection and actions columns. */
  field?: FieldMeta;
  /** The column's name in headings and menus. */
  title: string;
}

/** Declared once: the server pages and sorts; the table holds the state and the selection. */
export const tableFeaturesOfAdmin = tableFeatures({
  rowPaginationFeature,
  rowSortingFeature,
  columnVisibilityFeature,
  rowSelectionFeature,
  columnMeta: metaHelper<AdminColumnMeta>(),
});
export type AdminFeatures = typeof tableFeaturesOfAdmin;
export type AdminColumn = Column<AdminFeatures, Row, unknown>;
