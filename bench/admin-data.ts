/**
 * The catalogue bench/admin.ts measures the admin on: ecommerce products with realistic multilingual texts,
 * categories, and one products-to-categories row per product, written by INSERT … SELECT generate_series (a
 * hundred thousand rows take seconds, not the minutes the API would).
 */
import { createHash } from 'node:crypto';
import type { Database } from '../src/server/db/database';

export interface CatalogueSize {
  products: number;
  categories: number;
}

/** The search term a quarter of the products hold (in their description), and one none holds. */
export const COMMON_TERM = 'quiet';
export const ABSENT_TERM = 'teak';

const NOUNS_EN = [
  'Desk lamp',
  'Floor lamp',
  'Pendant lamp',
  'Armchair',
  'Coffee table',
  'Bookshelf',
  'Wall clock',
  'Vase',
  'Mirror',
];
const NOUNS_RU = [
  'Настольная лампа',
  'Напольная лампа',
  'Подвесная лампа',
  'Кресло',
  'Журнальный столик',
  'Книжная полка',
  'Настенные часы',
  'Ваза',
  'Зеркало',
];
const SERIES_EN = ['Nord', 'Loft', 'Aura', 'Terra', 'Orion'];
const SERIES_RU = ['Норд', 'Лофт', 'Аура', 'Терра', 'Орион'];
const MATERIALS_EN = ['oak', 'walnut', 'brushed steel', 'brass', 'smoked glass', 'ceramic', 'linen and ash'];
const MATERIALS_RU = [
  'из дуба',
  'из ореха',
  'из шлифованной стали',
  'из латуни',
  'из дымчатого стекла',
  'из керамики',
  'из льна и ясеня',
];
const CATEGORIES_EN = ['Lighting', 'Seating', 'Tables', 'Storage', 'Decor', 'Clocks', 'Mirrors', 'Textiles', 'Outdoor', 'Kids'];
const CATEGORIES_RU = [
  'Освещение',
  'Сиденья',
  'Столы',
  'Хранение',
  'Декор',
  'Часы',
  'Зеркала',
  'Текстиль',
  'Для сада',
  'Детская',
];

const array = (words: readonly string[]) => `ARRAY[${words.map((word) => `'${word.replaceAll("'", "''")}'`).join(', ')}]`;

/** The id the fill gives to what `key` names (`category-0`): its md5 as a uuid, as PostgreSQL's `md5(key)::uuid` writes it. */
export function fillId(key: string): string {
  const hex = createHash('md5').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const CATEGORIES = `
  INSERT INTO "EcommerceCategory" ("id", "createdAt", "updatedAt", "adminTitle", "slug", "title", "subtitle")
  SELECT md5('category-' || k)::uuid::text, created, created, en, 'category-' || k,
    jsonb_build_object('en', en, 'ru', ru), jsonb_build_object('en', 'Everything for your home', 'ru', 'Всё для дома')
  FROM (
    SELECT k, now() - make_interval(days => k) AS created,
      (${array(CATEGORIES_EN)})[1 + k % ${CATEGORIES_EN.length}] || ' ' || (1 + k / ${CATEGORIES_EN.length}) AS en,
      (${array(CATEGORIES_RU)})[1 + k % ${CATEGORIES_RU.length}] || ' ' || (1 + k / ${CATEGORIES_RU.length}) AS ru
    FROM generate_series(0, $1::int - 1) AS k
  ) AS category`;

// Creation times a few minutes apart over the table (about a year and a half for 10⁵ rows), seconds varying; one in
// five products a subscription; one in a hundred given an admin order; a quarter described as quiet.
const PRODUCTS = `
  INSERT INTO "EcommerceProduct"
    ("id", "createdAt", "updatedAt", "orderIndex", "adminTitle", "slug", "type", "title", "shortDescription", "description")
  SELECT md5('product-' || i)::uuid::text, created, created,
    CASE WHEN i % 100 = 0 THEN 1 + (i / 100) % 10 ELSE 0 END,
    noun_en || ' ' || series_en || ', ' || material_en,
    lower(regexp_replace(noun_en || '-' || series_en || '-' || material_en || '-' || i, '[^A-Za-z0-9]+', '-', 'g')),
    CASE WHEN i % 5 = 0 THEN 'subscription' ELSE 'one_off' END,
    jsonb_build_object('en', noun_en || ' ' || series_en || ', ' || material_en, 'ru', noun_ru || ' «' || series_ru || '» ' || material_ru),
    jsonb_build_object(
      'en', noun_en || ' from the ' || series_en || ' collection, made of ' || material_en || '.',
      'ru', noun_ru || ' из коллекции «' || series_ru || '», ' || material_ru || '.'),
    CASE WHEN i % 4 = 1 THEN jsonb_build_object(
      'en', 'A ${COMMON_TERM} piece for a calm room, finished by hand in the ' || series_en || ' workshop. Ships in ' || (2 + i % 9) || ' days.',
      'ru', 'Тихая вещь для спокойной комнаты, отделана вручную в мастерской «' || series_ru || '». Отправка за ' || (2 + i % 9) || ' дн.')
    ELSE jsonb_build_object(
      'en', 'A sturdy piece for everyday use, made in the ' || series_en || ' workshop. Ships in ' || (2 + i % 9) || ' days.',
      'ru', 'Прочная вещь на каждый день из мастерской «' || series_ru || '». Отправка за ' || (2 + i % 9) || ' дн.')
    END
  FROM (
    SELECT i,
      now() - make_interval(mins => ($1::int - i) * 7, secs => ((i * 7919) % 60)::float8) AS created,
      (${array(NOUNS_EN)})[1 + i % ${NOUNS_EN.length}] AS noun_en,
      (${array(NOUNS_RU)})[1 + i % ${NOUNS_RU.length}] AS noun_ru,
      (${array(SERIES_EN)})[1 + (i / ${NOUNS_EN.length}) % ${SERIES_EN.length}] AS series_en,
      (${array(SERIES_RU)})[1 + (i / ${NOUNS_EN.length}) % ${SERIES_RU.length}] AS series_ru,
      (${array(MATERIALS_EN)})[1 + i % ${MATERIALS_EN.length}] AS material_en,
      (${array(MATERIALS_RU)})[1 + i % ${MATERIALS_RU.length}] AS material_ru
    FROM generate_series(0, $1::int - 1) AS i
  ) AS words`;

// Product i in category i mod categories: every category holds about products / categories of them.
const CATEGORIES_TO_PRODUCTS = `
  INSERT INTO "EcommerceCategoriesToProducts" ("id", "createdAt", "updatedAt", "categoryId", "productId")
  SELECT md5('link-' || i)::uuid::text, created, created, md5('category-' || (i % $2::int))::uuid::text, md5('product-' || i)::uuid::text
  FROM (SELECT i, now() - make_interval(mins => ($1::int - i) * 7) AS created FROM generate_series(0, $1::int - 1) AS i) AS link`;

/** Fills an empty, migrated database with the catalogue, then vacuums and analyses it as autovacuum would. */
export async function fillCatalogue(db: Database, size: CatalogueSize): Promise<void> {
  await db.query(CATEGORIES, [size.categories]);
  await db.query(PRODUCTS, [size.products]);
  await db.query(CATEGORIES_TO_PRODUCTS, [size.products, size.categories]);
  // A live table is vacuumed by autovacuum soon after a bulk insert (visibility map set, statistics fresh).
  await db.exec('VACUUM ANALYZE "EcommerceCategory", "EcommerceProduct", "EcommerceCategoriesToProducts"');
}
