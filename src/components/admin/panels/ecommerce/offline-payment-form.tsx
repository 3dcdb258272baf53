'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { fieldMessage } from '@/shared/field-messages';
import type { Language } from '@/shared/languages';
import { apiClient, errorCauses } from '../../entity-api';
import type { OrderPaymentsDictionary } from './order-payments-dictionary';

const ORDERS = '/api/ecommerce/orders';
const FIELDS = ['amount', 'paidAt', 'note'] as const;
type Field = (typeof FIELDS)[number];

/** Today in the administrator's own time zone, as a date input writes it (YYYY-MM-DD). */
function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The start of a picked day in the administrator's time zone: a day picked today is never in the future. */
function startOfDay(date: string): Date | string {
  const [year, month, day] = date.split('-').map(Number);
  return year && month && day ? new Date(year, month - 1, day) : date;
}

/**
 * The payments panel's form for money received outside the site (POST /api/ecommerce/orders/{id}/offline-payment): the
 * amount (prefilled with what is due), the day it came and how. The server checks it all again; its refusals go under
 * the fields they name, in the panel's language. A recorded payment reloads the order's form and panels.
 */
export function OfflinePaymentForm({
  orderId,
  due,
  dueText,
  words,
  language,
  onDone,
}: {
  orderId: string;
  due: string;
  /** The amount due as the admin writes amounts. */
  dueText: string;
  words: OrderPaymentsDictionary;
  language: Language;
  onDone(): void;
}) {
  const queryClient = useQueryClient();
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({ amount: due, paidAt: today(), note: '' });
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // React sends a submit up its own tree: no form around the panel's may take it.
    event.stopPropagation();
    setPending(true);
    try {
      await apiClient().ecommerce.orders.offlinePayment.mutate({
        id: orderId,
        data: { amount: values.amount, paidAt: startOfDay(values.paidAt), note: values.note },
      });
      toast.success(words.offlineRecorded);
      void queryClient.invalidateQueries({ queryKey: [ORDERS] });
      onDone();
    } catch (error) {
      const causes = errorCauses(error);
      const refused: Partial<Record<Field, string>> = {};
      for (const cause of causes) {
        const field = FIELDS.find((name) => cause.field === `data.${name}`);
        if (field) refused[field] = fieldMessage(cause, language);
      }
      setProblems(refused);
      toast.error(causes.length > 1 ? words.offlineNeedsAttention(causes.length) : fieldMessage(causes[0]!, language));
    } finally {
      setPending(false);
    }
  };

  const field = (
    name: Field,
    label: string,
    control: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode,
    hint?: string,
  ) => {
    const controlId = `${id}-${name}`;
    const described = [hint ? `${controlId}-hint` : '', problems[name] ? `${controlId}-error` : ''].filter(Boolean).join(' ');
    return (
      <div className="grid gap-1.5">
        <Label htmlFor={controlId}>{label}</Label>
        {control({
          id: controlId,
          'aria-invalid': Boolean(problems[name]),
          ...(described ? { 'aria-describedby': described } : {}),
        })}
        {hint ? (
          <p id={`${controlId}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        ) : null}
        {problems[name] ? (
          <p id={`${controlId}-error`} className="text-sm text-destructive">
            {problems[name]}
          </p>
        ) : null}
      </div>
    );
  };
  const change = (name: Field) => (event: { target: { value: string } }) => {
    setValues({ ...values, [name]: event.target.value });
    if (problems[name]) setProblems({ ...problems, [name]: undefined });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={words.offlineTitle}
      className="grid gap-3 rounded-md border p-3"
      data-offline-payment-form
    >
      <p className="text-sm text-muted-foreground">{words.offlineDue(dueText)}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {field('amount', words.offlineAmount, (props) => (
          <Input {...props} inputMode="decimal" autoComplete="off" value={values.amount} onChange={change('amount')} />
        ))}
        {field('paidAt', words.offlinePaidAt, (props) => (
          <Input {...props} type="date" max={today()} value={values.paidAt} onChange={change('paidAt')} />
        ))}
      </div>
      {field(
        'note',
        words.offlineNote,
        (props) => (
          <Textarea {...props} rows={2} value={values.note} onChange={change('note')} />
        ),
        words.offlineNoteHint,
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={pending}>
          {words.offlineSubmit}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDone} disabled={pending}>
          {words.offlineCancel}
        </Button>
      </div>
    </form>
  );
}
