import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/server/trpc/app-router';
import { currentSession } from '@/lib/session-store';
import { restCall } from '@/lib/rest-call';
import { ordersPath } from '../cart/cart-api';

type Outputs = inferRouterOutputs<AppRouter>;
type Inputs = inferRouterInputs<AppRouter>;
export type CheckoutInvoice = Outputs['ecommerce']['orders']['checkout']['billingModule']['invoices'][number];
export type PaymentProviderChoice = Outputs['billing']['paymentProviders']['list'];
export type ProductCheckoutData = Inputs['ecommerce']['products']['checkout']['data'];
export type PayeeAnswer = Outputs['billing']['payee']['current'];

/** What the payer chose in the checkout form. */
export interface PayerChoice {
  provider: PaymentProviderChoice['providers'][number];
  email: string;
}

let providers: Promise<PaymentProviderChoice> | undefined;

/** The providers a checkout may name here, read once per page. */
export const fetchPaymentProviders = (): Promise<PaymentProviderChoice> => {
  providers ??= restCall<PaymentProviderChoice>('GET', '/api/billing/payment-providers').catch((error: unknown) => {
    providers = undefined;
    throw error;
  });
  return providers;
};

/** The foundation's bank details, for a visitor who cannot pay here: null where none are kept. */
export const fetchPayee = (): Promise<PayeeAnswer> => restCall<PayeeAnswer>('GET', '/api/billing/payee');

/** The signed-in subject's email, to prefill the invoice's: its first identity that has one (the page's session, read once). */
export async function fetchSubjectEmail(): Promise<string> {
  const session = await currentSession();
  if (session.status !== 'signed-in') return '';
  return session.subject.identities.find((identity) => identity.email)?.email ?? '';
}

type Invoices = { billingModule: { invoices: CheckoutInvoice[] } };

/** Checks out these cart orders: one invoice per currency. */
export const checkoutCart = async (subjectId: string, orderIds: readonly string[], payer: PayerChoice) =>
  (
    await restCall<Invoices>('POST', `${ordersPath(subjectId)}/checkout`, {
      ...payer,
      ecommerceModule: { orders: orderIds.map((id) => ({ id })) },
    })
  ).billingModule.invoices;

/** A one-step order of a product, as the product's page makes it. */
export type ProductOrder = Omit<ProductCheckoutData, 'provider' | 'email'>;

/** Pays for a product in one step: a new order of it, never in the cart, and its invoice. */
export const checkoutProduct = async (subjectId: string, productId: string, order: ProductOrder, payer: PayerChoice) =>
  (
    await restCall<Invoices>(
      'POST',
      `/api/rbac/subjects/${encodeURIComponent(subjectId)}/ecommerce-module/products/${encodeURIComponent(productId)}/checkout`,
      { ...order, ...payer },
    )
  ).billingModule.invoices;
