'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { formatDateTime } from '@/shared/admin/format';
import { ADMIN_DICTIONARY } from '../../admin-dictionary';
import { apiClient } from '../../entity-api';
import { cronWords } from '../../field-kinds/cron/cron-words';
import { valueWord } from '../../field-kinds/select/value-words';
import { LoadError } from '../../table/load-error';
import { useErrorMessage } from '../../table/messages';
import type { AdminPanelProps } from '../panel-props';
import { PanelSection, PanelSkeleton } from '../panel-section';
import { AGENT_RUNS_DICTIONARY } from './agent-runs-dictionary';

const AGENTS = '/api/agent/agents';

/**
 * agent.runs: an agent's schedule as the runners follow it (paused, or the interval in force, the server's
 * JOBS_SCHEDULES named when it wins), Run now (POST /api/agent/agents/{id}/run), and its latest runs from host.jobs
 * with their errors. The form above pauses, resumes and reschedules it (its generic update): the panel follows its
 * saves. Reloads every few seconds while a run is under way.
 */
export function AgentRunsPanel({ id, interfaceLanguage }: AdminPanelProps) {
  const errorMessage = useErrorMessage();
  const words = AGENT_RUNS_DICTIONARY[interfaceLanguage];
  const enumWords = ADMIN_DICTIONARY[interfaceLanguage].enumValues;
  const queryClient = useQueryClient();
  const agent = useQuery({
    queryKey: [AGENTS, 'schedule', id],
    queryFn: () => apiClient().agent.agents.get.query({ id }),
  });
  const runs = useQuery({
    queryKey: [AGENTS, 'runs', id],
    queryFn: () => apiClient().agent.agents.runs.query({ id }),
    refetchInterval: ({ state: { data } }) =>
      data?.runs.some((run) => run.state === 'running' || (run.state === 'queued' && run.runAt.getTime() <= Date.now()))
        ? 2000
        : false,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: [AGENTS] });
  const runNow = useMutation({
    mutationFn: () => apiClient().agent.agents.run.mutate({ id }),
    onSuccess: () => toast.success(words.queued),
    onSettled: refresh,
  });
  const headingId = `panel-agent-runs-${id}`;

  if (agent.isPending || runs.isPending) return <PanelSkeleton />;
  if (agent.isError || runs.isError)
    return (
      <PanelSection id={headingId} title={words.title} module="agent">
        <LoadError
          message={errorMessage(agent.error ?? runs.error)}
          onRetry={() => void Promise.all([agent.refetch(), runs.refetch()])}
        />
      </PanelSection>
    );
  const { enabled, interval, override } = agent.data;
  const inForce = override ?? interval;
  const inWords = cronWords(inForce, interfaceLanguage);
  return (
    <PanelSection id={headingId} title={words.title} module="agent" busy={agent.isFetching || runs.isFetching}>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="text-muted-foreground">{words.schedule}</dt>
        <dd data-agent-enabled={enabled} className={enabled ? undefined : 'font-medium text-amber-800 dark:text-amber-300'}>
          {enabled ? `${words.enabled}: ` : `${words.paused}. `}
          {inWords ? `${inWords} (UTC) · ` : null}
          <code className="font-mono whitespace-nowrap">{inForce}</code>
        </dd>
      </dl>
      {override ? <p className="text-sm text-muted-foreground">{words.overridden(override)}</p> : null}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" size="sm" disabled={runNow.isPending} onClick={() => runNow.mutate()} data-agent-run="">
          {words.runNow}
        </Button>
      </div>
      {runNow.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(runNow.error)}
        </p>
      ) : null}
      <h4 className="text-sm font-medium">{words.runs}</h4>
      {runs.data.runs.length === 0 ? (
        <p className="text-sm text-muted-foreground">{words.noRuns}</p>
      ) : (
        <ul className="grid gap-2 text-sm" data-agent-runs="">
          {runs.data.runs.map((run) => (
            <li key={run.id} className="grid gap-x-4 gap-y-0.5 rounded-md border p-2 sm:grid-cols-[10rem_8rem_8rem_1fr]">
              <span className="tabular-nums">{formatDateTime(run.finishedAt ?? run.runAt)}</span>
              <span className="text-muted-foreground">{run.scheduled ? words.bySchedule : words.onDemand}</span>
              <span data-job-state={run.state} className={run.state === 'failed' ? 'font-medium text-destructive' : undefined}>
                {valueWord(enumWords, run.state)} · {words.attemptsOf(run.attempts, run.maxAttempts)}
              </span>
              <span className="break-words whitespace-pre-wrap text-muted-foreground">
                {run.lastError ? `${words.lastError}: ${run.lastError}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </PanelSection>
  );
}
