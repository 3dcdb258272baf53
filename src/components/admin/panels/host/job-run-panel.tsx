'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { apiClient } from '../../entity-api';
import { useErrorMessage } from '../../table/messages';
import { LoadError } from '../../table/load-error';
import type { AdminPanelProps } from '../panel-props';
import { PanelSection, PanelSkeleton } from '../panel-section';
import { formatDateTime } from '@/shared/admin/format';
import { ADMIN_DICTIONARY } from '../../admin-dictionary';
import { valueWord } from '../../field-kinds/select/value-words';

const JOBS = '/api/host/jobs';

// As every date of the admin reads: DD.MM.YYYY HH:mm.
const when = (date: Date | null | undefined) => (date ? formatDateTime(date) : '—');

/** A queued job due within this long is worth watching: a runner takes it soon (at once after Run now). */
const SOON_MS = 60_000;

/**
 * host.job-run: what the runner wrote of a job (its columns are managed, so the form leaves them out) and the one
 * thing an administrator does with it: run it now, or retry it when it failed (POST /api/host/jobs/{id}/run, one more
 * attempt). Reloads every few seconds while the job is queued to run soon or running.
 */
export function JobRunPanel({ id, interfaceLanguage }: AdminPanelProps) {
  const errorMessage = useErrorMessage();
  const words = ADMIN_DICTIONARY[interfaceLanguage].panels;
  const queryClient = useQueryClient();
  const job = useQuery({
    queryKey: [JOBS, 'get', id],
    queryFn: () => apiClient().host.jobs.get.query({ id }),
    refetchInterval: ({ state: { data } }) =>
      data?.state === 'running' || (data?.state === 'queued' && data.runAt.getTime() - Date.now() < SOON_MS) ? 2000 : false,
  });
  const run = useMutation({
    mutationFn: () => apiClient().host.jobs.run.mutate({ id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [JOBS] }),
  });
  const headingId = `panel-host-job-run-${id}`;

  if (job.isPending) return <PanelSkeleton />;
  if (job.isError)
    return (
      <PanelSection id={headingId} title={words.run} module="host">
        <LoadError message={errorMessage(job.error)} onRetry={() => void job.refetch()} />
      </PanelSection>
    );
  const { state, attempts, maxAttempts, runAt, finishedAt, lastError } = job.data;
  return (
    <PanelSection id={headingId} title={words.run} module="host" busy={job.isFetching}>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{words.state}</dt>
        <dd data-job-state={state}>{valueWord(ADMIN_DICTIONARY[interfaceLanguage].enumValues, state)}</dd>
        <dt className="text-muted-foreground">{words.attempts}</dt>
        <dd className="tabular-nums">{words.attemptsOf(attempts, maxAttempts)}</dd>
        <dt className="text-muted-foreground">{state === 'queued' ? words.nextRun : words.lastRun}</dt>
        <dd>{when(runAt)}</dd>
        <dt className="text-muted-foreground">{words.finished}</dt>
        <dd>{when(finishedAt)}</dd>
        <dt className="text-muted-foreground">{words.lastError}</dt>
        <dd className="break-words whitespace-pre-wrap">{lastError ?? '—'}</dd>
      </dl>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" size="sm" disabled={state === 'running' || run.isPending} onClick={() => run.mutate()}>
          {state === 'failed' ? words.retry : words.runNow}
        </Button>
        {run.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(run.error)}
          </p>
        ) : null}
      </div>
    </PanelSection>
  );
}
