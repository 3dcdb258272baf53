'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { formatDateTime } from '@/shared/admin/format';
import { ADMIN_DICTIONARY } from '../../admin-dictionary';
import { apiClient } from '../../entity-api';
import { valueWord } from '../../field-kinds/select/value-words';
import { LoadError } from '../../table/load-error';
import { useErrorMessage } from '../../table/messages';
import type { AdminPanelProps } from '../panel-props';
import { PanelSection, PanelSkeleton } from '../panel-section';
import { RESEND_PANEL_DICTIONARY } from './resend-dictionary';

const NOTIFICATIONS = '/api/notification/notifications';

/**
 * After Send again, while the row is on its way (queued, or being sent), the panel looks every few seconds for the
 * outcome, for a minute: a server without a mail server leaves it `new` for good.
 */
const ON_ITS_WAY = new Set(['new', 'sending']);
const FOLLOW_MS = 60_000;

/**
 * notification.resend: how an outbox row's delivery went (its status, channel, attempts, last error, when it was sent;
 * the attempts are the runner's, so the form leaves them out), and for a failed row, or one left `sending` by a sender
 * that stopped (with a warning that it may have gone out), Send again: POST /api/notification/notifications/{id}/resend
 * puts it back to `new` and runs its delivery job now. The panel then follows it until it is sent or fails.
 */
export function ResendPanel({ id, interfaceLanguage }: AdminPanelProps) {
  const errorMessage = useErrorMessage();
  const words = RESEND_PANEL_DICTIONARY[interfaceLanguage];
  const enumWords = ADMIN_DICTIONARY[interfaceLanguage].enumValues;
  const queryClient = useQueryClient();
  const resend = useMutation({
    mutationFn: () => apiClient().notification.notifications.resend.mutate({ id }),
    onSuccess: () => toast.success(words.resent),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [NOTIFICATIONS] }),
  });
  const row = useQuery({
    // Not the form's key: the form keeps what is typed, the panel follows the row.
    queryKey: [NOTIFICATIONS, 'delivery', id],
    queryFn: () => apiClient().notification.notifications.get.query({ id }),
    refetchInterval: ({ state: { data } }) =>
      resend.isSuccess && Date.now() - resend.submittedAt < FOLLOW_MS && data && ON_ITS_WAY.has(data.status) ? 2000 : false,
  });
  const headingId = `panel-notification-resend-${id}`;

  if (row.isPending) return <PanelSkeleton />;
  if (row.isError)
    return (
      <PanelSection id={headingId} title={words.title} module="notification">
        <LoadError message={errorMessage(row.error)} onRetry={() => void row.refetch()} />
      </PanelSection>
    );
  const { status, method, attempts, error, sentAt, sendAfter } = row.data;
  const resendable = status === 'failed' || status === 'sending';
  return (
    <PanelSection id={headingId} title={words.title} module="notification" busy={row.isFetching}>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="text-muted-foreground">{words.status}</dt>
        <dd data-notification-status={status} className={status === 'failed' ? 'font-medium text-destructive' : undefined}>
          {valueWord(enumWords, status)}
        </dd>
        <dt className="text-muted-foreground">{words.channel}</dt>
        <dd>{valueWord(enumWords, method)}</dd>
        <dt className="text-muted-foreground">{words.attempts}</dt>
        <dd className="tabular-nums" data-notification-attempts={attempts}>
          {attempts}
        </dd>
        <dt className="text-muted-foreground">{words.lastError}</dt>
        <dd className="break-words whitespace-pre-wrap">{error ?? words.none}</dd>
        <dt className="text-muted-foreground">{words.sentAt}</dt>
        <dd>{sentAt ? formatDateTime(sentAt) : words.none}</dd>
        {sendAfter ? (
          <>
            <dt className="text-muted-foreground">{words.sendAfter}</dt>
            <dd>{formatDateTime(sendAfter)}</dd>
          </>
        ) : null}
      </dl>
      {resendable ? (
        <div className="grid gap-2">
          <p
            className={
              status === 'sending' ? 'text-sm font-medium text-amber-800 dark:text-amber-300' : 'text-sm text-muted-foreground'
            }
            data-notification-resend-note={status}
          >
            {status === 'sending' ? words.sendingWarning : words.failedNote}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <Button
              type="button"
              size="sm"
              disabled={resend.isPending}
              aria-busy={resend.isPending || undefined}
              onClick={() => resend.mutate()}
              data-notification-resend=""
            >
              {resend.isPending ? words.resending : words.resend}
            </Button>
          </div>
        </div>
      ) : null}
      {resend.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(resend.error)}
        </p>
      ) : null}
    </PanelSection>
  );
}
