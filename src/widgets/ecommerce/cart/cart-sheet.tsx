'use client';

import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { Toaster } from '@/components/ui/toaster';
import type { Language } from '@/shared/languages';
import { ecommerceDictionary } from '../dictionary';
import { CheckoutForm } from '../checkout/checkout-form';
import { CartOrders, CartTotals, MixedPurchaseNotice, subscriptionsIn } from './cart-orders';
import { cartActions, setCartSheetOpen, useCart, useCartSheetOpen } from './cart-store';

/** Where focus goes back when the sheet closes: it has no Radix trigger of its own (cart-button-island.tsx). */
const focusCartButton = (event: Event) => {
  event.preventDefault();
  document.querySelector<HTMLButtonElement>('[data-cart-button]')?.focus();
};

/**
 * The cart's side sheet, titled `Cart`: the cart orders (quantities to change, orders to remove), the totals per
 * currency and the checkout form. Loaded the first time the cart is opened (the navbar's button, or a product's
 * Checkout), and mounted then already open, so it slides in once its code is there.
 */
export function CartSheet({ language }: { language: Language }) {
  const strings = ecommerceDictionary(language);
  const cart = useCart();
  const open = useCartSheetOpen();
  if (cart.status !== 'ready') return null;
  return (
    <Sheet open={open} onOpenChange={setCartSheetOpen}>
      <SheetContent closeLabel={strings.close} onCloseAutoFocus={focusCartButton} data-cart-sheet>
        <SheetTitle>{strings.cart}</SheetTitle>
        <SheetDescription>{strings.cartDescription}</SheetDescription>
        {cart.orders.length ? (
          <>
            <CartOrders orders={cart.orders} language={language} editable />
            <CartTotals totals={cart.totals} language={language} />
            <MixedPurchaseNotice orders={cart.orders} language={language} />
          </>
        ) : (
          <p className="text-muted-foreground">{strings.cartEmpty}</p>
        )}
        <CheckoutForm
          language={language}
          onCheckout={cartActions.checkout}
          payable={cart.orders.length > 0}
          subscription={subscriptionsIn(cart.orders).any}
        />
      </SheetContent>
      <Toaster />
    </Sheet>
  );
}
