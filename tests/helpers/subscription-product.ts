import { expect } from 'vitest';
import type { Database } from '../../src/server/db/database';
import type { DonationSubscription, SubjectDonations } from '../../src/server/modules/ecommerce/donations.answers';
import { callApi, type Customer } from './customers';
import type { TestServer } from './server';
import { setPrice } from '../../src/server/modules/ecommerce/prices.service';

/**
 * A monthly gift as the foundation sells it: a product of type subscription whose attribute of key type `interval`
 * says `month`, priced in roubles, tied to a role of its own (the friend's).
 */
export async function createMonthlyGift(
  db: Database,
  { rubId, slug, amount = '500' }: { rubId: string; slug: string; amount?: string },
) {
  const product = await db.prisma.ecommerceProduct.create({
    data: { slug, adminTitle: slug, type: 'subscription', title: { ru: 'Друг фонда', en: 'Friend' } },
  });
  const key = await db.prisma.ecommerceAttributeKey.create({
    data: { slug: `${slug}-period`, adminTitle: 'Period', type: 'interval', title: { ru: 'Периодичность' } },
  });
  await db.prisma.ecommerceAttribute.create({
    data: {
      string: { en: 'month', ru: 'месяц' },
      attributeKeysToAttributes: { create: { attributeKeyId: key.id } },
      productsToAttributes: { create: { productId: product.id } },
    },
  });
  await setPrice(db, { productId: product.id, billingModuleCurrencyId: rubId, amount });
  const role = await db.prisma.rbacRole.create({ data: { title: `Друг фонда (${slug})`, slug: `${slug}-friend` } });
  await db.prisma.rbacRolesToEcommerceModuleProducts.create({ data: { roleId: role.id, ecommerceModuleProductId: product.id } });
  return { product, roleId: role.id };
}

/** Whether the subject holds the role. */
export const holdsRole = async (db: Database, subjectId: string, roleId: string) =>
  (await db.prisma.rbacSubjectsToRoles.count({ where: { subjectId, roleId } })) > 0;

/** The customer's subscriptions as their donations page reads them. */
export async function subscriptionsOf(server: TestServer, who: Customer): Promise<DonationSubscription[]> {
  const answer = await callApi<SubjectDonations>(server, 'GET', `/api/rbac/subjects/${who.id}/ecommerce-module/donations`, {
    headers: who.headers,
  });
  expect(answer.status).toBe(200);
  return answer.body.data.subscriptions;
}
