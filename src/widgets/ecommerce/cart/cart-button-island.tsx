'use client';

import dynamic from 'next/dynamic';

/**
 * The navbar's cart button, loaded in the browser only: it exists for a signed-in subject, whom the cached page does
 * not know, and its code (the sheet, the cart calls) stays out of the page's first JavaScript.
 */
export const CartButton = dynamic(() => import('./cart-button').then((module) => module.CartButton), { ssr: false });
