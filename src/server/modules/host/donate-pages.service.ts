import type { Database } from '../../db/database';

/** The variant that marks a page where one gives (docs/decisions/0052): it stays when staff change the page's url. */
export const DONATE_PAGE_VARIANT = 'donate';

/** The urls (`/donate`) of the pages marked as donate pages, in order. */
export async function donatePageUrls(db: Pick<Database, 'query'>): Promise<string[]> {
  const rows = await db.query<{ url: string }>(`SELECT "url" FROM "HostPage" WHERE "variant" = $1 ORDER BY "url"`, [
    DONATE_PAGE_VARIANT,
  ]);
  return rows.map((row) => row.url);
}
