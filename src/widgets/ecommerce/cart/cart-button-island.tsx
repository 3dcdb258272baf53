'use client';

import { useState } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { browserOnly } from '@/lib/islands';
import type { Language } from '@/shared/languages';
import { CartIcon } from '../../shared/icons';
import { setCartSheetOpen, useCart, useCartSheetOpen } from './cart-store';

const CartSheet = browserOnly(() => import('./cart-sheet').then((module) => module.CartSheet));

/**
 * The navbar's cart: a button with the number of items as a badge, opening the cart's sheet. Shown once the visitor
 * has a session, read in the browser (the cached page does not know who visits): signed in, or a guest who has added
 * something (docs/decisions/0031). The sheet's code (Radix's dialog, the checkout form) loads the first time the cart
 * is opened, by this button or a product's Checkout: the open request waits in the cart store, and the sheet mounts
 * already open once its code is there (docs/decisions/0069).
 */
export function CartButton({ language, label }: { language: Language; label: string }) {
  const cart = useCart();
  const open = useCartSheetOpen();
  // Kept mounted once opened: its closing animates, and a second opening needs no loading.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  if (cart.status !== 'ready' || !cart.subjectId) return null;
  return (
    <>
      <button
        type="button"
        data-slot="button"
        className={buttonVariants({ variant: 'ghost', size: 'icon', className: 'relative' })}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setCartSheetOpen(true)}
        data-cart-button
      >
        <CartIcon />
        {/* The name is what the button says, the badge's number included (WCAG: the visible text is in the name). */}
        <span className="sr-only">{label}</span>
        {cart.quantity ? (
          <span
            className="absolute -top-1 -right-1 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-xs font-semibold text-primary-foreground tabular-nums"
            data-cart-badge
          >
            {cart.quantity > 999 ? '999+' : cart.quantity}
          </span>
        ) : null}
      </button>
      {opened ? <CartSheet language={language} /> : null}
    </>
  );
}
