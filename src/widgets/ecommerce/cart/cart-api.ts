import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/server/trpc/app-router';

/*
 * The cart's calls from the browser: the REST routes (lib/rest-call), with the answers' types of the procedures.
 */

type Outputs = inferRouterOutputs<AppRouter>;
type Inputs = inferRouterInputs<AppRouter>;
export type CartOrder = Outputs['ecommerce']['orders']['subjectOrders'][number];
export type CartLine = CartOrder['ordersToProducts'][number];
export type CurrencyTotal = Outputs['ecommerce']['orders']['subjectOrdersTotal'][number];
export type CurrencySummary = CurrencyTotal['billingModuleCurrency'];
export type AddToCartData = Inputs['ecommerce']['orders']['addToCart']['data'];
export type SubjectDonations = Outputs['ecommerce']['orders']['subjectDonations'];
export type Donation = SubjectDonations['donations'][number];

export const ordersPath = (subjectId: string) => `/api/rbac/subjects/${encodeURIComponent(subjectId)}/ecommerce-module/orders`;

export const donationsPath = (subjectId: string) =>
  `/api/rbac/subjects/${encodeURIComponent(subjectId)}/ecommerce-module/donations`;
