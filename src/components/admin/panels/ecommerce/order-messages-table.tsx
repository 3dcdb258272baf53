'use client';

import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { adminPathOf } from '@/shared/admin/entity-summary';
import { formatDateTime } from '@/shared/admin/format';
import type { Language } from '@/shared/languages';
import { ADMIN_DICTIONARY } from '../../admin-dictionary';
import { recordHref } from '../../command-palette/command-palette-search';
import type { OrderPaymentsDictionary } from './order-payments-dictionary';
import type { OrderPayments } from './shop-answers';

type OrderMessage = OrderPayments['messages'][number];

/** The outbox: a message opens there, with its words as sent and, when it failed, its resend. */
export const OUTBOX = '/api/notification/notifications';

const when = (date: Date | null) => (date ? formatDateTime(date) : '—');

/**
 * A message's kind in the admin's language: the words table's name of its template's variant, else the template's
 * title, else (its template gone) the subject line it was sent with.
 */
function kindOf(message: OrderMessage, language: Language): string {
  const names = ADMIN_DICTIONARY[language].enumValues;
  if (message.variant && Object.hasOwn(names, message.variant)) return names[message.variant]!;
  return message.templateTitle || message.title;
}

/**
 * The messages about an order (its status told, its receipt, its regular gift's news), newest first: kind, channel,
 * recipient, status, when sent, attempts and the last error. The panel's own width decides what has a column (it
 * sits in the record's sheet, narrower than the screen): the kind and the status always; what has no column goes
 * under them.
 */
export function OrderMessagesTable({
  messages,
  words,
  language,
}: {
  messages: readonly OrderMessage[];
  words: OrderPaymentsDictionary;
  language: Language;
}) {
  return (
    <div className="@container grid gap-2" data-order-messages>
      <h4 className="text-sm font-medium">{words.messages}</h4>
      {messages.length === 0 ? (
        <p className="text-sm text-muted-foreground">{words.noMessages}</p>
      ) : (
        <Table aria-label={words.messagesLabel}>
          <TableHeader>
            <TableRow>
              <TableHead>{words.messageKind}</TableHead>
              <TableHead className="hidden @md:table-cell">{words.channel}</TableHead>
              <TableHead className="hidden @3xl:table-cell">{words.recipient}</TableHead>
              <TableHead>{words.messageStatusTitle}</TableHead>
              <TableHead className="hidden @xl:table-cell">{words.sentAt}</TableHead>
              <TableHead className="hidden text-right @4xl:table-cell">{words.attempts}</TableHead>
              <TableHead className="hidden @4xl:table-cell">{words.lastError}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {messages.map((message) => (
              <MessageRow key={message.id} message={message} words={words} language={language} />
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  );
}

function MessageRow({ message, words, language }: { message: OrderMessage; words: OrderPaymentsDictionary; language: Language }) {
  const kind = kindOf(message, language);
  const channel = words.channelName[message.method] ?? message.method;
  return (
    <TableRow data-row-id={message.id} data-message-status={message.status}>
      <TableCell className="min-w-40 align-top whitespace-normal">
        <Link
          href={recordHref(adminPathOf(OUTBOX), message.id)}
          className="font-medium underline-offset-4 hover:underline"
          aria-label={words.openMessage(kind)}
        >
          {kind}
        </Link>
        {kind !== message.title ? <span className="block text-xs break-words text-muted-foreground">{message.title}</span> : null}
        <span className="block text-xs break-all text-muted-foreground @3xl:hidden">
          <span className="@md:hidden">{channel} · </span>
          {message.recipient}
        </span>
        {message.sentAt ? (
          <span className="block text-xs text-muted-foreground tabular-nums @xl:hidden">
            {words.sentAt} {when(message.sentAt)}
          </span>
        ) : null}
        {message.sendAfter && !message.sentAt ? (
          <span className="block text-xs text-muted-foreground">
            {words.notBefore} {when(message.sendAfter)}
          </span>
        ) : null}
      </TableCell>
      <TableCell className="hidden align-top @md:table-cell">{channel}</TableCell>
      <TableCell className="hidden align-top break-all whitespace-normal @3xl:table-cell">{message.recipient}</TableCell>
      <TableCell className="align-top">
        <Badge variant={message.status === 'failed' ? 'destructive' : message.status === 'sent' ? 'default' : 'outline'}>
          {words.messageStatus[message.status] ?? message.status}
        </Badge>
        {/* Attempts and the error go under the status where their columns are hidden. */}
        <span className="mt-1 block text-xs text-muted-foreground tabular-nums @4xl:hidden">
          {words.attempts}: {message.attempts}
        </span>
        {message.error ? (
          <span className="block max-w-48 text-xs whitespace-pre-wrap wrap-anywhere @md:max-w-64 @4xl:hidden">
            {message.error}
          </span>
        ) : null}
      </TableCell>
      <TableCell className="hidden align-top tabular-nums @xl:table-cell">{when(message.sentAt)}</TableCell>
      <TableCell className="hidden text-right align-top tabular-nums @4xl:table-cell">{message.attempts}</TableCell>
      <TableCell className="hidden max-w-64 align-top whitespace-pre-wrap wrap-anywhere @4xl:table-cell">
        {message.error ?? '—'}
      </TableCell>
    </TableRow>
  );
}
