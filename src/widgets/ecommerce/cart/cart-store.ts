import { useSyncExternalStore } from 'react';
import {
  checkoutCart,
  checkoutProduct,
  type CheckoutInvoice,
  type PayerChoice,
  type ProductOrder,
} from '../checkout/checkout-api';
import { currentSession, onSessionReload, reloadSession, type SessionState } from '@/lib/session-store';
import { subscribeLive } from '@/lib/live-events';
import { keepSession } from '@/server/actions/session-actions';
import { restCall } from '@/lib/rest-call';
import { ordersPath, type AddToCartData, type CartOrder, type CurrencyTotal } from './cart-api';

/*
 * The visitor's cart, read in the browser (cached pages never hold it), shared by every island of the page: the cart
 * button's badge, the product cards' actions and the cart sheet change together, without a page reload.
 */

export type CartState =
  | { status: 'loading' }
  /** What failed, for the page to say in its language (failureText). */
  | { status: 'error'; failure: unknown }
  /**
   * The visitor's cart: a signed-in subject's, or a guest's anonymous subject's (docs/decisions/0031). `subjectId` is
   * undefined while the visitor has no session: the first change starts one.
   */
  | { status: 'ready'; subjectId: string | undefined; orders: CartOrder[]; totals: CurrencyTotal[]; quantity: number };

const EMPTY: CartState = { status: 'ready', subjectId: undefined, orders: [], totals: [], quantity: 0 };

let state: CartState = { status: 'loading' };
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

function publish(next: CartState) {
  state = next;
  for (const listener of listeners) listener();
}

/** The cart orders and their totals, read again (after every change: prices may have moved too). */
async function readCart(subjectId: string): Promise<CartState> {
  const [orders, totals] = await Promise.all([
    restCall<CartOrder[]>('GET', `${ordersPath(subjectId)}?type=cart`),
    restCall<CurrencyTotal[]>('GET', `${ordersPath(subjectId)}/total`),
  ]);
  return { status: 'ready', subjectId, orders, totals, quantity: orders.reduce((sum, order) => sum + order.quantity, 0) };
}

/** The subject whose cart the visitor holds: the signed-in one, or a guest's anonymous one. */
const cartSubjectOf = (session: SessionState): string | undefined =>
  session.status === 'signed-in' ? session.subject.id : session.status === 'signed-out' ? session.anonymousSubjectId : undefined;

/** The visitor's cart; the session is the page's one (lib/session-store), not read a second time. */
async function load(): Promise<void> {
  const session = await currentSession();
  try {
    const subjectId = cartSubjectOf(session);
    if (session.status === 'error') publish({ status: 'error', failure: session.failure });
    else publish(subjectId ? await readCart(subjectId) : EMPTY);
  } catch (error) {
    publish({ status: 'error', failure: error });
  }
}

// The session read again (its email changed, a refreshed session): the cart follows, once it had been asked for.
onSessionReload(() => {
  if (loading) loading = load();
});

/** Starts reading the cart once per page, however many islands ask. */
function ensureLoaded() {
  loading ??= load();
}

/** The live channel while an island shows the cart: a change made elsewhere (another tab, a payment) is read again. */
let stopLive: (() => void) | undefined;

const subscribe = (listener: () => void) => {
  ensureLoaded();
  listeners.add(listener);
  stopLive ??= subscribeLive(['orders'], () => {
    if (state.status === 'ready' && state.subjectId) loading = load();
  });
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    stopLive?.();
    stopLive = undefined;
  };
};

/** The cart as the islands render it; `loading` on the server and until the first answer. */
export const useCart = (): CartState =>
  useSyncExternalStore(
    subscribe,
    () => state,
    () => ({ status: 'loading' }) as const,
  );

/** A guest's first change: an anonymous session (the accounts pages' init), whose subject then holds the cart. */
async function startGuestSession(): Promise<string> {
  const kept = await keepSession();
  if (kept.state === 'init-failed') throw new Error(kept.message);
  const subjectId = cartSubjectOf(await reloadSession());
  if (!subjectId) throw new Error('No session');
  return subjectId;
}

/** Runs a change of the visitor's cart, then reads the cart again; the change's error is thrown on. */
async function change(work: (subjectId: string) => Promise<unknown>): Promise<void> {
  if (state.status !== 'ready') throw new Error('The cart is not loaded');
  const subjectId = state.subjectId ?? (await startGuestSession());
  await work(subjectId);
  publish(await readCart(subjectId));
}

export const cartActions = {
  add: (data: AddToCartData) => change((subjectId) => restCall('POST', ordersPath(subjectId), data)),
  setQuantity: (orderId: string, lineId: string, quantity: number) =>
    change((subjectId) =>
      restCall('PATCH', `${ordersPath(subjectId)}/${encodeURIComponent(orderId)}`, {
        ordersToProducts: [{ id: lineId, quantity }],
      }),
    ),
  remove: (orderId: string) =>
    change((subjectId) => restCall('DELETE', `${ordersPath(subjectId)}/${encodeURIComponent(orderId)}`)),
  /** Checks the cart's orders out (they leave the cart): the invoices, one per currency. */
  async checkout(payer: PayerChoice): Promise<CheckoutInvoice[]> {
    let invoices: CheckoutInvoice[] = [];
    await change(async (subjectId) => {
      if (state.status !== 'ready') return;
      invoices = await checkoutCart(
        subjectId,
        state.orders.map((order) => order.id),
        payer,
      );
    });
    return invoices;
  },
  /** Pays for a product in one step (a new order, never in the cart): its invoice. */
  async payNow(productId: string, order: ProductOrder, payer: PayerChoice): Promise<CheckoutInvoice[]> {
    let invoices: CheckoutInvoice[] = [];
    await change(async (subjectId) => {
      invoices = await checkoutProduct(subjectId, productId, order, payer);
    });
    return invoices;
  },
};

/** The cart order holding a product in a currency (and store), if any: what a product's actions act on. */
export function cartOrderOf(cart: CartState, productId: string, currencyId: string | undefined, storeId: string | null = null) {
  if (cart.status !== 'ready' || !currencyId) return undefined;
  return cart.orders.find(
    (order) =>
      order.billingModuleCurrency?.id === currencyId &&
      order.ordersToProducts.some((line) => line.productId === productId && line.storeId === storeId),
  );
}

/** Whether the cart sheet is open: a product's Checkout opens the sheet the navbar's cart button holds. */
let sheetOpen = false;
const sheetListeners = new Set<() => void>();

export function setCartSheetOpen(open: boolean) {
  sheetOpen = open;
  for (const listener of sheetListeners) listener();
}

export const useCartSheetOpen = (): boolean =>
  useSyncExternalStore(
    (listener) => {
      sheetListeners.add(listener);
      return () => sheetListeners.delete(listener);
    },
    () => sheetOpen,
    () => false,
  );
