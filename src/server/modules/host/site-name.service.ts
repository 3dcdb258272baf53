import type { Database } from '../../db/database';

/**
 * The site's name in a language, as its home page's metadata gives it to link previews: the Open Graph site name of
 * its record in that language (by its locale, `ru_RU`, as pages choose theirs), else of its first; empty where the
 * home page or the name is missing. For what the server draws or writes in the site's name: receipts.
 */
export async function siteName(db: Database, language: string): Promise<string> {
  const [row] = await db.query<{ name: string }>(
    `SELECT m."opengraphSiteName" AS "name"
       FROM "HostPage" p
       JOIN "HostPagesToMetadata" x ON x."pageId" = p."id"
       JOIN "HostMetadata" m ON m."id" = x."metadataId"
      WHERE p."url" = '/' AND m."opengraphSiteName" <> ''
      ORDER BY COALESCE(lower(m."opengraphLocale") LIKE $1 || '%', FALSE) DESC, x."orderIndex", x."createdAt", x."id" LIMIT 1`,
    [language.toLowerCase()],
  );
  return row?.name ?? '';
}
