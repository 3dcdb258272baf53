'use client';

import { useEffect, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { Toaster } from '@/components/ui/toaster';
import type { Language } from '@/shared/languages';
import { SignInToAdd } from './sign-in-to-add';
import { ecommerceDictionary } from '../dictionary';
import { cartCall, ordersPath, type CartOrder } from './cart-api';
import { CartOrders, CartTotals, orderTitle } from './cart-orders';
import { useCart } from './cart-store';

type Orders = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; orders: CartOrder[] };

/** A status or type in the page's language (the value itself for one the dictionary does not know). */
const wordOf = (words: Readonly<Record<string, string>>, value: string) => words[value] ?? value;

/**
 * The signed-in subject's orders, cart and history, newest first: `Order #id`, its state, its lines and totals per
 * currency; cart lines can be changed here as in the cart. Read in the browser: the page is the same for everyone.
 */
export function SubjectOrders({ language }: { language: Language }) {
  const strings = ecommerceDictionary(language);
  const cart = useCart();
  const [orders, setOrders] = useState<Orders>({ status: 'loading' });
  // The cart's own changes (from any island) are read again here too.
  const cartVersion = cart.status === 'ready' ? cart.orders : undefined;
  const subjectId = cart.status === 'ready' ? cart.subjectId : undefined;
  useEffect(() => {
    if (!subjectId) return;
    let current = true;
    cartCall<CartOrder[]>('GET', ordersPath(subjectId)).then(
      (list) => current && setOrders({ status: 'ready', orders: list }),
      (error: unknown) =>
        current && setOrders({ status: 'error', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [subjectId, cartVersion]);

  // A visitor without a session has given nothing here yet: signing in shows an account's donations.
  if (cart.status === 'ready' && !cart.subjectId) return <SignInToAdd language={language} />;
  if (cart.status === 'error' || orders.status === 'error')
    return (
      <p className="text-destructive">
        {cart.status === 'error' ? cart.message : orders.status === 'error' ? orders.message : ''}
      </p>
    );
  if (orders.status === 'loading') return <Skeleton className="h-32 w-full" aria-busy="true" />;
  if (!orders.orders.length) return <p className="text-muted-foreground">{strings.noOrders}</p>;
  return (
    <>
      <ul role="list" className="flex flex-col gap-6" data-subject-orders>
        {orders.orders.map((order) => (
          <li key={order.id} className="rounded-xl border bg-card p-5 shadow-sm" data-subject-order={order.type}>
            <h3 className="font-heading text-xl" title={order.id}>
              {orderTitle(order, language)}
            </h3>
            <p className="text-sm text-muted-foreground">
              {wordOf(strings.types, order.type)} · {wordOf(strings.statuses, order.status)}
            </p>
            <CartOrders orders={[order]} language={language} editable={order.type === 'cart'} />
            <CartTotals totals={order.totals} language={language} />
          </li>
        ))}
      </ul>
      <Toaster />
    </>
  );
}
