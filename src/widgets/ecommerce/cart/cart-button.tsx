'use client';

import { ShoppingCart } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { Toaster } from '@/components/ui/toaster';
import type { Language } from '@/shared/languages';
import { ecommerceDictionary } from '../dictionary';
import { CheckoutForm } from '../checkout/checkout-form';
import { CartOrders, CartTotals, MixedPurchaseNotice, subscriptionsIn } from './cart-orders';
import { cartActions, setCartSheetOpen, useCart, useCartSheetOpen } from './cart-store';

/**
 * The navbar's cart: a button with the number of items as a badge, opening a side sheet titled `Cart` with the cart
 * orders (quantities to change, orders to remove), the totals per currency and the checkout form. Shown once the
 * visitor has a session: signed in, or a guest who has added something (docs/decisions/0031).
 */
export function CartButton({ language }: { language: Language }) {
  const strings = ecommerceDictionary(language);
  const cart = useCart();
  const open = useCartSheetOpen();
  if (cart.status !== 'ready' || !cart.subjectId) return null;
  return (
    <Sheet open={open} onOpenChange={setCartSheetOpen}>
      <SheetTrigger asChild>
        <Button type="button" variant="ghost" size="icon" className="relative" data-cart-button>
          <ShoppingCart aria-hidden="true" />
          {/* The name is what the button says, the badge's number included (WCAG: the visible text is in the name). */}
          <span className="sr-only">{strings.openCart}</span>
          {cart.quantity ? (
            <span
              className="absolute -top-1 -right-1 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-xs font-semibold text-primary-foreground tabular-nums"
              data-cart-badge
            >
              {cart.quantity > 999 ? '999+' : cart.quantity}
            </span>
          ) : null}
        </Button>
      </SheetTrigger>
      <SheetContent closeLabel={strings.close} data-cart-sheet>
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
