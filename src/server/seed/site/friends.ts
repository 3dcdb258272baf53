import type { Site } from './build';

export const FRIEND_ROLE_SLUG = 'friend';

/**
 * The friends of the foundation: whoever pays for the donation or a monthly gift (`productIds`) is given the role, with no
 * administrator (roles-to-ecommerce-module-products), and may read the private content of articles, the detailed
 * report. The action has the shape of the admin's (src/server/modules/rbac/subjects/administrator.service.ts): a
 * method and the route of the generic list call.
 */
export function describeFriendRole(site: Site, productIds: readonly string[]): void {
  const { tables } = site;
  const roleId = tables.roles.add({ title: 'Друг фонда', slug: FRIEND_ROLE_SLUG, availableOnRegistration: false });
  const actionId = tables.actions.add({
    title: 'Read private article content',
    slug: 'get-blog-article-private-contents',
    method: 'GET',
    path: '/api/blog/article-private-contents',
  });
  tables.rolesToActions.add({ roleId, actionId });
  for (const ecommerceModuleProductId of productIds) tables.rolesToProducts.add({ roleId, ecommerceModuleProductId });
}
