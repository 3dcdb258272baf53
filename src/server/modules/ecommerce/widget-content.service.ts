import 'server-only';
import { PUBLIC_FILE_FIELDS, type PublicFile } from '../file-storage/widget-content.service';
import { widgetRecordSelect, type WebsiteBuilderWidgetRecord } from '../website-builder/widget-content.service';
import type { Prisma } from '../../../generated/prisma/client';
import { ADMIN_ORDER } from '../../db/admin-order';
import type { Database } from '../../db/database';
import type { CurrencySummary } from '../billing';
import type { SubscriptionTerms } from '../../../shared/subscriptions';
import { attributeSelect, featureViews, intervalTerms, type AttributeView } from './attributes.service';
import { pricesOfProducts, type FreeAmount } from './prices.service';
import { fundraisingProgress } from './progress.service';
import type { ProductProgress } from '../../../shared/fundraising';

export type { AttributeView };

/**
 * What the ecommerce module's public widgets read: products (the foundation's projects and donations) with their
 * prices and features, stores and categories. Read for every visitor alike (pages are cached), so only public fields
 * are selected, and nothing of a visitor's cart: the browser reads that.
 */

/** Most records a list widget shows: a page is no place for thousands of cards, and a bound keeps the read cheap. */
export const MAX_LIST_ITEMS = 100;

/** A file linked as an attachment (a document to download) is no picture of the record: images skip it. */
export const imageLinkWhere = { variant: { not: 'attachment-default' } } as const;

/** A project's card: its first image only, so a list reads one file per project. */
export const productCardSelect = {
  id: true,
  slug: true,
  type: true,
  title: true,
  shortDescription: true,
  productsToFileStorageModuleFiles: {
    where: imageLinkWhere,
    orderBy: ADMIN_ORDER,
    take: 1,
    select: { fileStorageModuleFile: { select: PUBLIC_FILE_FIELDS } },
  },
  productsToAttributes: { orderBy: ADMIN_ORDER, take: MAX_LIST_ITEMS, select: { attribute: { select: attributeSelect } } },
} satisfies Prisma.EcommerceProductSelect;

type ProductCardRow = Prisma.EcommerceProductGetPayload<{ select: typeof productCardSelect }>;

/** A product's own price in one currency (a decimal text in its decimals). */
export interface PriceView {
  currency: CurrencySummary;
  amount: string;
  /** A free amount's bounds, the amount then the suggested one; null for a fixed price (docs/decisions/0031). */
  freeAmount: FreeAmount | null;
}

/**
 * What a product's purchase says of how it is paid: `one_off` once, `subscription` again every period (its terms, from
 * its attribute of key type `interval`; null when it has none that reads as one, and then no checkout takes it).
 */
export type PurchaseKind = { type: 'one_off' } | { type: 'subscription'; terms: SubscriptionTerms | null };

export interface ProductCard {
  id: string;
  slug: string;
  /** One-off, or a subscription with its period (docs/decisions/0042). */
  purchase: PurchaseKind;
  /** Multilingual `{ en, ru }`. */
  title: Prisma.JsonValue;
  shortDescription: Prisma.JsonValue;
  image: PublicFile | null;
  /** Its features (key title, prefix, value, suffix). */
  features: AttributeView[];
  /** Its own prices, in the currencies' admin order: what a visitor pays without naming a store. */
  prices: PriceView[];
  /** What paid donations raised towards its goals, and by how many donors (docs/decisions/0054). */
  progress: ProductProgress;
}

/** A product's kind of purchase: its type and, a subscription, the terms its interval attribute gives. */
function purchaseKind(
  type: string,
  attributes: readonly { attribute: Parameters<typeof intervalTerms>[0][number] }[],
): PurchaseKind {
  if (type !== 'subscription') return { type: 'one_off' };
  return { type: 'subscription', terms: intervalTerms(attributes.map((link) => link.attribute)) ?? null };
}

const toProductCard = (
  { productsToFileStorageModuleFiles: images, productsToAttributes: attributes, type, ...product }: ProductCardRow,
  prices: PriceView[],
  progress: ProductProgress,
): ProductCard => ({
  ...product,
  purchase: purchaseKind(type, attributes),
  image: images[0]?.fileStorageModuleFile ?? null,
  features: featureViews(attributes.map((link) => link.attribute)),
  prices,
  progress,
});

/** The own prices of these products, by product, with their currencies: one query. */
async function ownPrices(db: Database, productIds: readonly string[]): Promise<Map<string, PriceView[]>> {
  const byProduct = new Map<string, PriceView[]>();
  for (const { productId, storeId, currency, amount, freeAmount } of await pricesOfProducts(db, productIds)) {
    const own = byProduct.get(productId) ?? [];
    // One price per currency: the first (the hooks refuse a second; older data may hold one).
    if (storeId !== null || own.some((seen) => seen.currency.id === currency.id)) continue;
    byProduct.set(productId, [...own, { currency, amount, freeAmount }]);
  }
  return byProduct;
}

/** Cards of product rows, with their prices and progress: two queries for the list. */
export async function productCards(db: Database, rows: readonly ProductCardRow[]): Promise<ProductCard[]> {
  const ids = rows.map((row) => row.id);
  const [prices, progress] = await Promise.all([ownPrices(db, ids), fundraisingProgress(db, ids)]);
  return rows.map((row) => toProductCard(row, prices.get(row.id) ?? [], progress.get(row.id)!));
}

/** The projects an ecommerce widget lists: its linked products in link order, else every product in the admin's order. */
export async function productList(db: Database, widgetId: string): Promise<ProductCard[]> {
  const linked = await db.prisma.ecommerceWidgetsToProducts.findMany({
    where: { widgetId },
    orderBy: ADMIN_ORDER,
    take: MAX_LIST_ITEMS,
    select: { product: { select: productCardSelect } },
  });
  if (linked.length)
    return productCards(
      db,
      linked.map((link) => link.product),
    );
  const all = await db.prisma.ecommerceProduct.findMany({
    orderBy: ADMIN_ORDER,
    take: MAX_LIST_ITEMS,
    select: productCardSelect,
  });
  return productCards(db, all);
}

const productOverviewSelect = {
  id: true,
  slug: true,
  type: true,
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
  productsToAttributes: { orderBy: ADMIN_ORDER, take: MAX_LIST_ITEMS, select: { attribute: { select: attributeSelect } } },
} satisfies Prisma.EcommerceProductSelect;

export interface ProductOverview {
  id: string;
  slug: string;
  purchase: PurchaseKind;
  title: Prisma.JsonValue;
  shortDescription: Prisma.JsonValue;
  /** Rich text per language. */
  description: Prisma.JsonValue;
  /** Its image files in link order (attachments left out). */
  images: PublicFile[];
  /** Its website-builder widgets in link order (quote, facts, story…), rendered by the website-builder variants. */
  widgets: WebsiteBuilderWidgetRecord[];
  features: AttributeView[];
  prices: PriceView[];
  progress: ProductProgress;
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
  const {
    productsToFileStorageModuleFiles: images,
    productsToWebsiteBuilderModuleWidgets: widgets,
    productsToAttributes: attributes,
    type,
    ...fields
  } = product;
  return {
    ...fields,
    purchase: purchaseKind(type, attributes),
    images: images.map((link) => link.fileStorageModuleFile),
    widgets: widgets.map((link) => link.websiteBuilderModuleWidget),
    features: featureViews(attributes.map((link) => link.attribute)),
    prices: (await ownPrices(db, [product.id])).get(product.id) ?? [],
    progress: (await fundraisingProgress(db, [product.id])).get(product.id)!,
  };
}

/** What a store's card and overview show. */
const storeSelect = {
  id: true,
  slug: true,
  title: true,
  shortDescription: true,
  description: true,
  storesToAttributes: { orderBy: ADMIN_ORDER, take: MAX_LIST_ITEMS, select: { attribute: { select: attributeSelect } } },
} satisfies Prisma.EcommerceStoreSelect;

export interface StoreView {
  id: string;
  slug: string;
  title: Prisma.JsonValue;
  shortDescription: Prisma.JsonValue;
  /** Rich text per language. */
  description: Prisma.JsonValue;
  features: AttributeView[];
}

const toStoreView = ({ storesToAttributes, ...store }: Prisma.EcommerceStoreGetPayload<{ select: typeof storeSelect }>) => ({
  ...store,
  features: featureViews(storesToAttributes.map((link) => link.attribute)),
});

/** The stores a widget lists: its linked stores, else every store, in the admin's order. */
export async function storeList(db: Database, widgetId: string): Promise<StoreView[]> {
  const linked = await db.prisma.ecommerceWidgetsToStores.findMany({
    where: { widgetId },
    orderBy: ADMIN_ORDER,
    take: MAX_LIST_ITEMS,
    select: { store: { select: storeSelect } },
  });
  if (linked.length) return linked.map((link) => toStoreView(link.store));
  const all = await db.prisma.ecommerceStore.findMany({ orderBy: ADMIN_ORDER, take: MAX_LIST_ITEMS, select: storeSelect });
  return all.map(toStoreView);
}

/** A store with the products it offers (as cards with their prices). */
export interface StoreOverview extends StoreView {
  products: ProductCard[];
}

/** The store an overview shows: its first linked store, else the one whose slug the url holds; null when neither. */
export async function storeOverview(db: Database, widgetId: string, slug: string | undefined): Promise<StoreOverview | null> {
  const linked = await db.prisma.ecommerceWidgetsToStores.findFirst({
    where: { widgetId },
    orderBy: ADMIN_ORDER,
    select: { storeId: true },
  });
  const where = linked ? { id: linked.storeId } : slug ? { slug } : undefined;
  if (!where) return null;
  const store = await db.prisma.ecommerceStore.findUnique({
    where,
    select: {
      ...storeSelect,
      storesToProducts: { orderBy: ADMIN_ORDER, take: MAX_LIST_ITEMS, select: { product: { select: productCardSelect } } },
    },
  });
  if (!store) return null;
  const { storesToProducts, ...rest } = store;
  return {
    ...toStoreView(rest),
    products: await productCards(
      db,
      storesToProducts.map((link) => link.product),
    ),
  };
}

/** The slug of the pseudo-category "all": a list shows no card (pill) for it. */
export const ALL_CATEGORY_SLUG = 'all';

const categorySelect = {
  id: true,
  slug: true,
  title: true,
  subtitle: true,
  description: true,
} satisfies Prisma.EcommerceCategorySelect;

export type CategoryView = Prisma.EcommerceCategoryGetPayload<{ select: typeof categorySelect }>;

/** The categories a widget lists: its linked ones, else all, in the admin's order; never the pseudo-category `all`. */
export async function categoryList(db: Database, widgetId: string): Promise<CategoryView[]> {
  const where = { slug: { not: ALL_CATEGORY_SLUG } };
  const linked = await db.prisma.ecommerceWidgetsToCategories.findMany({
    where: { widgetId, category: where },
    orderBy: ADMIN_ORDER,
    take: MAX_LIST_ITEMS,
    select: { category: { select: categorySelect } },
  });
  if (linked.length) return linked.map((link) => link.category);
  return db.prisma.ecommerceCategory.findMany({ where, orderBy: ADMIN_ORDER, take: MAX_LIST_ITEMS, select: categorySelect });
}

/** A category with its products (as cards); the category `all` holds every product. */
export interface CategoryOverview extends CategoryView {
  products: ProductCard[];
}

/** The category an overview shows: its first linked one, else the one whose slug the url holds; null when neither. */
export async function categoryOverview(
  db: Database,
  widgetId: string,
  slug: string | undefined,
): Promise<CategoryOverview | null> {
  const linked = await db.prisma.ecommerceWidgetsToCategories.findFirst({
    where: { widgetId },
    orderBy: ADMIN_ORDER,
    select: { categoryId: true },
  });
  const where = linked ? { id: linked.categoryId } : slug ? { slug } : undefined;
  if (!where) return null;
  const category = await db.prisma.ecommerceCategory.findUnique({ where, select: categorySelect });
  if (!category) return null;
  const rows =
    category.slug === ALL_CATEGORY_SLUG
      ? await db.prisma.ecommerceProduct.findMany({ orderBy: ADMIN_ORDER, take: MAX_LIST_ITEMS, select: productCardSelect })
      : (
          await db.prisma.ecommerceCategoriesToProducts.findMany({
            where: { categoryId: category.id },
            orderBy: ADMIN_ORDER,
            take: MAX_LIST_ITEMS,
            select: { product: { select: productCardSelect } },
          })
        ).map((link) => link.product);
  return { ...category, products: await productCards(db, rows) };
}
