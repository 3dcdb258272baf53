import 'server-only';
import { PUBLIC_FILE_FIELDS, type PublicFile } from '../file-storage/widget-content.service';
import { widgetRecordSelect, type WebsiteBuilderWidgetRecord } from '../website-builder/widget-content.service';
import type { Prisma } from '../../../generated/prisma/client';
import { ADMIN_ORDER } from '../../db/admin-order';
import type { Database } from '../../db/database';

/**
 * What the ecommerce module's public widgets read: the foundation's projects (products) for their cards and
 * overview. Read for every visitor alike (pages are cached), so only public fields are selected.
 */

/** Most records a list widget shows: a page is no place for thousands of cards, and a bound keeps the read cheap. */
export const MAX_LIST_ITEMS = 100;

/** A file linked as an attachment (a document to download) is no picture of the record: images skip it. */
export const imageLinkWhere = { variant: { not: 'attachment-default' } } as const;

/** A project's card: its first image only, so a list reads one file per project. */
export const productCardSelect = {
  id: true,
  slug: true,
  title: true,
  shortDescription: true,
  productsToFileStorageModuleFiles: {
    where: imageLinkWhere,
    orderBy: ADMIN_ORDER,
    take: 1,
    select: { fileStorageModuleFile: { select: PUBLIC_FILE_FIELDS } },
  },
} satisfies Prisma.EcommerceProductSelect;

type ProductCardRow = Prisma.EcommerceProductGetPayload<{ select: typeof productCardSelect }>;

export interface ProductCard {
  id: string;
  slug: string;
  /** Multilingual `{ en, ru }`. */
  title: Prisma.JsonValue;
  shortDescription: Prisma.JsonValue;
  image: PublicFile | null;
}

export const toProductCard = ({ productsToFileStorageModuleFiles: images, ...product }: ProductCardRow): ProductCard => ({
  ...product,
  image: images[0]?.fileStorageModuleFile ?? null,
});

/** The projects an ecommerce widget lists: its linked products in link order, else every product in the admin's order. */
export async function productList(db: Database, widgetId: string): Promise<ProductCard[]> {
  const linked = await db.prisma.ecommerceWidgetsToProducts.findMany({
    where: { widgetId },
    orderBy: ADMIN_ORDER,
    take: MAX_LIST_ITEMS,
    select: { product: { select: productCardSelect } },
  });
  if (linked.length) return linked.map((link) => toProductCard(link.product));
  const all = await db.prisma.ecommerceProduct.findMany({
    orderBy: ADMIN_ORDER,
    take: MAX_LIST_ITEMS,
    select: productCardSelect,
  });
  return all.map(toProductCard);
}

const productOverviewSelect = {
  id: true,
  slug: true,
  title: true,
  shortDescription: true,
  description: true,
  productsToFileStorageModuleFiles: {
    where: imageLinkWhere,
    orderBy: ADMIN_ORDER,
    take: MAX_LIST_ITEMS,
    select: { fileStorageModuleFile: { select: PUBLIC_FILE_FIELDS } },
  },
  productsToWebsiteBuilderModuleWidgets: {
    orderBy: ADMIN_ORDER,
    take: MAX_LIST_ITEMS,
    select: { websiteBuilderModuleWidget: { select: widgetRecordSelect } },
  },
} satisfies Prisma.EcommerceProductSelect;

export interface ProductOverview {
  id: string;
  slug: string;
  title: Prisma.JsonValue;
  shortDescription: Prisma.JsonValue;
  /** Rich text per language. */
  description: Prisma.JsonValue;
  /** Its image files in link order (attachments left out). */
  images: PublicFile[];
  /** Its website-builder widgets in link order (quote, facts, story…), rendered by the website-builder variants. */
  widgets: WebsiteBuilderWidgetRecord[];
}

/**
 * The project an overview widget shows: its first linked product, else the product whose slug the url holds;
 * null when neither exists.
 */
export async function productOverview(db: Database, widgetId: string, slug: string | undefined): Promise<ProductOverview | null> {
  const linked = await db.prisma.ecommerceWidgetsToProducts.findFirst({
    where: { widgetId },
    orderBy: ADMIN_ORDER,
    select: { productId: true },
  });
  const where = linked ? { id: linked.productId } : slug ? { slug } : undefined;
  if (!where) return null;
  const product = await db.prisma.ecommerceProduct.findUnique({ where, select: productOverviewSelect });
  if (!product) return null;
  const { productsToFileStorageModuleFiles: images, productsToWebsiteBuilderModuleWidgets: widgets, ...fields } = product;
  return {
    ...fields,
    images: images.map((link) => link.fileStorageModuleFile),
    widgets: widgets.map((link) => link.websiteBuilderModuleWidget),
  };
}
