'use client';

import { Minus, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { Language } from '@/shared/languages';
import { ecommerceDictionary } from '../dictionary';
import { cartActions } from './cart-store';
import { useCartChange } from './use-cart-change';

/** The most one line may hold (the schema's `@max` of a line's quantity): the box says so before the server does. */
const MAX_QUANTITY = 10_000;

/**
 * A cart line's quantity with − and + (each a change at once), a box to type one (sent with Update), and Remove (the
 * whole cart order: one order per product, store and currency).
 */
export function LineQuantity({
  orderId,
  lineId,
  quantity,
  productTitle,
  language,
}: {
  orderId: string;
  lineId: string;
  quantity: number;
  productTitle: string;
  language: Language;
}) {
  const strings = ecommerceDictionary(language);
  const inputId = useId();
  const [typed, setTyped] = useState<string | null>(null);
  const { pending, run } = useCartChange(language);
  const shown = typed ?? String(quantity);
  const wanted = Number(shown);
  const valid = Number.isInteger(wanted) && wanted >= 1 && wanted <= MAX_QUANTITY;
  const setTo = (next: number) =>
    run(() => cartActions.setQuantity(orderId, lineId, next), strings.updated).then((done) => done && setTyped(null));

  return (
    <div className="flex flex-wrap items-center gap-2" data-line-quantity={lineId}>
      <label htmlFor={inputId} className="sr-only">
        {`${strings.quantity}: ${productTitle}`}
      </label>
      <Button
        type="button"
        variant="outline"
        size="icon"
        disabled={pending || quantity <= 1}
        onClick={() => void setTo(quantity - 1)}
        aria-label={`${strings.quantity} −1`}
      >
        <Minus aria-hidden="true" />
      </Button>
      <Input
        id={inputId}
        inputMode="numeric"
        className="w-20 text-center tabular-nums"
        value={shown}
        aria-invalid={valid ? undefined : true}
        onChange={(event) => setTyped(event.target.value.replace(/\D/g, ''))}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && valid && wanted !== quantity) void setTo(wanted);
        }}
        disabled={pending}
      />
      <Button
        type="button"
        variant="outline"
        size="icon"
        disabled={pending || quantity >= MAX_QUANTITY}
        onClick={() => void setTo(quantity + 1)}
        aria-label={`${strings.quantity} +1`}
      >
        <Plus aria-hidden="true" />
      </Button>
      {typed !== null && wanted !== quantity ? (
        <Button type="button" size="sm" disabled={pending || !valid} onClick={() => void setTo(wanted)}>
          {strings.update}
        </Button>
      ) : null}
      <Button
        type="button"
        variant="ghost"
        size="sm"
        disabled={pending}
        onClick={() => void run(() => cartActions.remove(orderId), strings.deleted)}
        data-remove-order={orderId}
      >
        <Trash2 aria-hidden="true" />
        {strings.remove}
      </Button>
    </div>
  );
}
