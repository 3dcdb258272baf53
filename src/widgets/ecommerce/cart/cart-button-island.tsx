'use client';

import dynamic from 'next/dynamic';
import type { Language } from '@/shared/languages';
import { useCart } from './cart-store';

const FullCartButton = dynamic(() => import('./cart-button').then((module) => module.CartButton), { ssr: false });

/**
 * The navbar's cart button, loaded in the browser only: it exists once the visitor has a cart's subject (signed in, or
 * a guest who has added something), whom the cached page does not know. Its code (the sheet, the checkout form) loads
 * only then, not on every visitor's page (docs/decisions/0065).
 */
export function CartButton({ language }: { language: Language }) {
  const cart = useCart();
  return cart.status === 'ready' && cart.subjectId ? <FullCartButton language={language} /> : null;
}
