import type { Database } from '../../db/database';
import { describeAbout } from './about';
import { Site } from './build';
import { describeContacts, describeMessages } from './contacts';
import { describeDonate, describeFriends } from './donate';
import { describeErrorPages } from './error-pages';
import { describeFriendRole } from './friends';
import { describeNewsletters } from './newsletters';
import { describeHome } from './home';
import { describeImageCredits } from './image-credits';
import { describeLayout } from './layout';
import { describeMessageTemplates } from './message-templates';
import { dateArticles, describeNews, describeNewsPages, latestNews } from './news';
import { describePeople, describePeoplePages } from './people';
import { describeProjectPages, describeProjects } from './projects';
import { Ids, type Caller } from './rows';
import { describeShared } from './shared';
import { DONATION, MONTHLY_GIFTS, Shop } from './shop';
import { describeShopPages } from './shop-pages';
import { siteTables, writeTables } from './tables';

export type { Caller } from './rows';

/**
 * The shipped public site of the foundation: layout, pages, projects, the general donation and the friends' monthly
 * gift with their prices in roubles and euros, news, team, forms, the friends' role, the newsletters and the words of
 * every message.
 * The site is described first (records gathered with the ids they will have) and then written one `bulkCreate` per
 * entity, whatever its size: about 0.6 s on PGlite. Runs inside seed()'s transaction, through the same router as
 * clients, so every record is validated as an editor's would be.
 */
export async function seedSite(api: Caller, db: Pick<Database, 'query'>): Promise<void> {
  const tables = siteTables(api, new Ids());
  const site = new Site(tables);

  describeLayout(site);
  const shared = describeShared(site);
  const shop = new Shop(site);
  const projectIds = describeProjects(site, shop);
  const donationId = shop.product(DONATION);
  const monthlyIds = MONTHLY_GIFTS.map((level) => shop.product(level));
  shop.catalogue();
  describeNews(site, projectIds);
  describePeople(site);
  describeFriendRole(site, [donationId, ...monthlyIds]);
  describeMessageTemplates(site);

  describeHome(site, projectIds, latestNews(site), shared);
  describeAbout(site, shared, shop.currencyIds.rub);
  describeProjectPages(site, shared.donateCall, projectIds);
  describeNewsPages(site, describeNewsletters(site));
  describePeoplePages(site);
  describeContacts(site);
  describeMessages(site);
  describeDonate(site, donationId, monthlyIds, projectIds);
  describeFriends(site, monthlyIds);
  describeShopPages(site);
  describeImageCredits(site);
  describeErrorPages(site);

  await writeTables(tables);
  await dateArticles(db);
}
