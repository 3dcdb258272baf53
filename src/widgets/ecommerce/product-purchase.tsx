'use client';

import { lazy, useState } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { LazyToaster } from '@/components/ui/lazy-toast';
import type { Language } from '@/shared/languages';
import { cartActions, cartOrderOf, setCartSheetOpen, useCart } from './cart/cart-store';
import { chooseCurrency, useChosenCurrency } from './cart/currency-choice';
import { useCartChange } from './cart/use-cart-change';
import { CurrencyToggle } from './currency-toggle';
import type { ProductOrder } from './checkout/checkout-api';
import { cardWords } from './card-words';
import { amountText, type AmountCurrency } from '@/shared/amount-text';
import { readAmount, type FreeAmountBounds } from './free-amount';
import { periodicAmountText, subscribeLabel, type Purchase } from './subscription-words';
import { CartIcon, ChevronDownIcon, RepeatIcon } from '../shared/icons';

/*
 * A product card of the home page draws this, and that page's JavaScript is counted: a free amount's box, a cart line's
 * quantity and a payment's form load when they are shown; its buttons are plain <button>s with the button look.
 */
const LineQuantity = lazy(() => import('./cart/line-quantity').then((module) => ({ default: module.LineQuantity })));
const FreeAmountInput = lazy(() => import('./free-amount-input').then((module) => ({ default: module.FreeAmountInput })));
const CheckoutForm = lazy(() => import('./checkout/checkout-form').then((module) => ({ default: module.CheckoutForm })));

/** A product's own price in one currency, as the page hands it over; with `freeAmount`, the visitor chooses. */
export interface PurchasePrice {
  currency: AmountCurrency & { id: string };
  amount: string;
  freeAmount?: FreeAmountBounds | null;
}

/** A suggested amount as a person would type it: `1000.00` → `1000`, `12.50` stays. */
const typedForm = (amount: string) => amount.replace(/\.0+$/, '');

/**
 * A product's price with a toggle of its currencies (symbols), and what the visitor may do with it: add it to the cart
 * (`Adding...` while pending) or, when the cart holds it in that currency, change the quantity, remove it or go to
 * checkout. With `oneStep` (a product's own page), the visitor may also pay for one at once, in a separate order that
 * never enters the cart. A guest does all this without an account (its first action starts an anonymous session:
 * docs/decisions/0031). The cart is read in the browser.
 *
 * A subscription (`purchase`, docs/decisions/0042) reads `500,00 ₽ в месяц` and is paid on its own, never with other
 * donations: its button («Поддерживать ежемесячно») opens its one-step checkout, offering only the providers that take
 * recurring payments, on a card as on its page; it is never put in the cart.
 */
export function ProductPurchase({
  productId,
  productTitle,
  prices,
  language,
  storeId = null,
  oneStep = false,
  purchase = { type: 'one_off' },
}: {
  productId: string;
  productTitle: string;
  prices: readonly PurchasePrice[];
  language: Language;
  storeId?: string | null;
  oneStep?: boolean;
  purchase?: Purchase;
}) {
  const strings = cardWords(language);
  const chosen = useChosenCurrency();
  const cart = useCart();
  const { pending, run } = useCartChange(language);
  // The amount typed per currency (a free-amount price), else its suggested one.
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [amountProblem, setAmountProblem] = useState<string | undefined>(undefined);
  const [subscribing, setSubscribing] = useState(false);
  const price = prices.find((each) => each.currency.slug === chosen) ?? prices[0];
  if (!price) return null;
  const order = cartOrderOf(cart, productId, price.currency.id, storeId);
  const line = order?.ordersToProducts.find((each) => each.productId === productId);
  const free = price.freeAmount ?? null;
  const typedAmount = typed[price.currency.id] ?? typedForm(price.amount);
  /** The order's own fields: its store, currency and (a free-amount price) the amount chosen, or what is wrong with it. */
  const orderFields = (): { fields: ProductOrder } | { problem: string } => {
    const fields = { quantity: 1, ...(storeId ? { storeId } : {}), billingModule: { currency: { id: price.currency.id } } };
    if (!free) return { fields };
    const read = readAmount(typedAmount, free, price.currency, language);
    setAmountProblem('problem' in read ? read.problem : undefined);
    return 'problem' in read ? read : { fields: { ...fields, amount: read.amount } };
  };
  const addToCart = () => {
    const checked = orderFields();
    if ('fields' in checked) void run(() => cartActions.add({ productId, ...checked.fields }), strings.updated);
  };
  const terms = purchase.type === 'subscription' ? purchase.terms : null;
  const payNow = (payer: Parameters<typeof cartActions.payNow>[2]) => {
    const checked = orderFields();
    if ('problem' in checked) return Promise.reject(new Error(checked.problem));
    return cartActions.payNow(productId, checked.fields, payer);
  };

  return (
    <div className="relative z-10 flex flex-col gap-3" data-product-purchase={productId}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-2xl font-semibold tabular-nums" data-price={price.currency.slug}>
          <span className="sr-only">{strings.price}: </span>
          {free
            ? strings.anyAmount
            : terms
              ? periodicAmountText(price.amount, price.currency, terms, language)
              : amountText(price.amount, price.currency, language)}
        </p>
        {prices.length > 1 ? (
          <CurrencyToggle
            currencies={prices.map((each) => each.currency)}
            chosen={price.currency.slug}
            onChoose={chooseCurrency}
            label={strings.currency}
          />
        ) : null}
      </div>
      {free ? (
        <FreeAmountInput
          value={typedAmount}
          onChange={(next) => {
            setTyped((all) => ({ ...all, [price.currency.id]: next }));
            setAmountProblem(undefined);
          }}
          bounds={free}
          currency={price.currency}
          problem={amountProblem}
          language={language}
          disabled={pending}
        />
      ) : null}
      {purchase.type === 'subscription' ? (
        <div className="flex flex-col gap-3" data-subscribe>
          {terms && !free ? <p className="text-sm text-muted-foreground">{strings.subscriptionHint}</p> : null}
          <button
            type="button"
            data-slot="button"
            className={buttonVariants({ variant: subscribing ? 'outline' : 'default' })}
            disabled={cart.status !== 'ready'}
            aria-expanded={subscribing}
            onClick={() => setSubscribing((open) => !open)}
            data-subscribe-open
          >
            <RepeatIcon />
            {subscribeLabel(terms, language)}
          </button>
          {subscribing && cart.status === 'ready' ? (
            <div className="rounded-lg border p-3" data-subscribe-form>
              <CheckoutForm language={language} submitLabel={subscribeLabel(terms, language)} subscription onCheckout={payNow} />
            </div>
          ) : null}
        </div>
      ) : null}
      {purchase.type === 'subscription' ? null : order && line ? (
        <div className="flex flex-col gap-2 rounded-lg border bg-muted/40 p-3" data-in-cart={order.id}>
          <p className="text-sm font-medium">{strings.inCart}</p>
          <LineQuantity
            orderId={order.id}
            lineId={line.id}
            quantity={line.quantity}
            productTitle={productTitle}
            language={language}
          />
          {free ? (
            // Adding a free-amount price again gives its line the amount now typed.
            <button
              type="button"
              data-slot="button"
              className={buttonVariants({ variant: 'outline' })}
              disabled={pending}
              onClick={addToCart}
              data-update-amount
            >
              {strings.updateAmount}
            </button>
          ) : null}
          <button
            type="button"
            data-slot="button"
            className={buttonVariants()}
            onClick={() => setCartSheetOpen(true)}
            data-checkout
          >
            <CartIcon />
            {strings.checkout}
          </button>
        </div>
      ) : (
        <button
          type="button"
          data-slot="button"
          className={buttonVariants()}
          disabled={pending || cart.status !== 'ready'}
          onClick={addToCart}
          data-add-to-cart
        >
          <CartIcon />
          {pending ? strings.adding : strings.addToCart}
        </button>
      )}
      {oneStep && purchase.type !== 'subscription' && cart.status === 'ready' ? (
        <details className="group rounded-lg border p-3" data-pay-now>
          <summary className="flex cursor-pointer list-none items-center justify-between gap-2 font-medium">
            {strings.payNow}
            <ChevronDownIcon className="size-4 transition-transform group-open:rotate-180" />
          </summary>
          <p className="mt-2 mb-3 text-sm text-muted-foreground">{strings.payNowHint}</p>
          <CheckoutForm language={language} submitLabel={strings.payNow} onCheckout={payNow} />
        </details>
      ) : null}
      <LazyToaster />
    </div>
  );
}
