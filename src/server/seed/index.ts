import type { Database } from '../db/database';
import { createCaller } from '../trpc/app-router';
import { trustedContext } from '../trpc/context';
import { ADMIN_ACTIONS, ADMIN_ROLE_SLUG } from '../modules/rbac/subjects/administrator.service';

/**
 * The minimal dataset of a fresh database: currencies, the two basic roles (admin with its actions) and a home page with its
 * layout and metadata. It goes through the same router as every client, so it is validated the same way.
 * It runs in one transaction, so a start that dies half-way leaves nothing behind. Returns false, writing
 * nothing, when the database already holds pages (it was seeded or is in use).
 */
export function seed(db: Database): Promise<boolean> {
  return db.transaction((tx) => seedWith(createCaller(trustedContext(tx))));
}

async function seedWith(api: ReturnType<typeof createCaller>): Promise<boolean> {
  if ((await api.host.pages.count({})) > 0) return false;

  await api.billing.currencies.bulkCreate({
    data: [
      {
        data: {
          slug: 'rub',
          symbol: '₽',
          isDefault: true,
          adminTitle: 'RUB',
          title: { ru: 'Российский рубль', en: 'Russian ruble' },
        },
      },
      { data: { slug: 'usd', symbol: '$', adminTitle: 'USD', title: { ru: 'Доллар США', en: 'US dollar' } } },
    ],
  });
  // The admin role may do everything; the user role (given on registration) reads public content and acts on its
  // own records, which needs no action.
  const [admin] = await api.rbac.roles.bulkCreate({
    data: [
      { data: { title: 'Administrator', slug: ADMIN_ROLE_SLUG } },
      { data: { title: 'User', slug: 'user', availableOnRegistration: true } },
    ],
  });
  const actions = await api.rbac.actions.bulkCreate({ data: ADMIN_ACTIONS.map((action) => ({ data: action })) });
  await api.rbac.rolesToActions.bulkCreate({
    data: actions.map((action) => ({ data: { roleId: admin!.id, actionId: action.id } })),
  });

  const page = await api.host.pages.create({
    data: { url: '/', title: 'Главная', description: 'Главная страница', language: 'ru', adminTitle: 'Home' },
  });
  const layout = await api.host.layouts.create({ data: { title: 'Default', slug: 'default', adminTitle: 'Default layout' } });
  const metadata = await api.host.metadata.create({
    data: {
      title: 'Фонд реставрации наследия',
      description: 'Восстанавливаем памятники истории и культуры',
      slug: 'home',
      adminTitle: 'Home metadata',
    },
  });
  await api.host.pagesToLayouts.create({ data: { pageId: page.id, layoutId: layout.id } });
  await api.host.pagesToMetadata.create({ data: { pageId: page.id, metadataId: metadata.id } });
  return true;
}
