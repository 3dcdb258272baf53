import type { Language } from '@/shared/languages';

/* Every visible word of an agent's panel (its schedule and latest runs), in English and Russian. */

const en = {
  title: 'Schedule and runs',
  schedule: 'Schedule',
  enabled: 'Runs on its schedule',
  paused: 'Paused: it runs on no server (switch “Runs” on in the form to resume)',
  overridden: (expression: string) =>
    `The server's JOBS_SCHEDULES sets its schedule (${expression}): it wins over the schedule field.`,
  runNow: 'Run now',
  queued: 'Queued: it runs now.',
  runs: 'Latest runs',
  noRuns: 'No runs yet.',
  when: 'When',
  how: 'How',
  bySchedule: 'On schedule',
  onDemand: 'Run now',
  state: 'State',
  attempts: 'Attempts',
  lastError: 'Error',
  none: '—',
  attemptsOf: (attempts: number, max: number) => `${attempts} of ${max}`,
};

export type AgentRunsDictionary = typeof en;

export const AGENT_RUNS_DICTIONARY: Record<Language, AgentRunsDictionary> = {
  en,
  ru: {
    title: 'Расписание и запуски',
    schedule: 'Расписание',
    enabled: 'Запускается по расписанию',
    paused: 'Приостановлена: не запускается ни на одном сервере (включите «Запускается» в форме, чтобы возобновить)',
    overridden: (expression: string) =>
      `Расписание задано на сервере в JOBS_SCHEDULES (${expression}): оно важнее поля «Расписание».`,
    runNow: 'Запустить сейчас',
    queued: 'Поставлено в очередь: запускается сейчас.',
    runs: 'Последние запуски',
    noRuns: 'Запусков ещё не было.',
    when: 'Когда',
    how: 'Как',
    bySchedule: 'По расписанию',
    onDemand: 'Вручную',
    state: 'Состояние',
    attempts: 'Попытки',
    lastError: 'Ошибка',
    none: '—',
    attemptsOf: (attempts: number, max: number) => `${attempts} из ${max}`,
  },
};
