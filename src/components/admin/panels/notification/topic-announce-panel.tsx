'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { formatDateTime } from '@/shared/admin/format';
import { fieldMessage } from '@/shared/field-messages';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@/shared/languages';
import { localized } from '@/shared/localized-text';
import { ADMIN_DICTIONARY } from '../../admin-dictionary';
import { apiClient, errorCauses } from '../../entity-api';
import { valueWord } from '../../field-kinds/select/value-words';
import { LoadError } from '../../table/load-error';
import { useErrorMessage } from '../../table/messages';
import type { AdminPanelProps } from '../panel-props';
import { PanelSection, PanelSkeleton } from '../panel-section';
import { TOPIC_ANNOUNCE_DICTIONARY, type TopicAnnounceDictionary } from './topic-announce-dictionary';

const TOPICS = '/api/notification/topics';

type Words = Record<Language, string>;
interface Draft {
  title: Words;
  body: Words;
  /** As a datetime-local input writes it, in the administrator's time zone; empty: at once. */
  sendAfter: string;
}
const empty = (): Words => Object.fromEntries(LANGUAGES.map((language) => [language, ''])) as Words;
/** The site's own language first: the words an editor writes first. */
const WORDS_LANGUAGES = [DEFAULT_LANGUAGE, ...LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE)];
const EMPTY_DRAFT: Draft = { title: empty(), body: empty(), sendAfter: '' };

type Announcements = Awaited<ReturnType<ReturnType<typeof apiClient>['notification']['topics']['announcements']['query']>>;
type Announcement = Announcements['announcements'][number];

/** Whether an announcement is still on its way: worth reading again in a few seconds. */
const moving = (announcement: Announcement) =>
  announcement.job?.state === 'queued' ||
  announcement.job?.state === 'running' ||
  announcement.waiting + announcement.sending > 0;

/** The fields a refusal names (`data.title.ru`), with their messages in the panel's language. */
function problemsOf(error: unknown, language: Language): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const cause of errorCauses(error))
    if (cause.field?.startsWith('data.')) problems[cause.field.slice('data.'.length)] = fieldMessage(cause, language);
  return problems;
}

/** One field of the form: its label, its control, its hint and what the server said of it. */
function Field({
  id,
  label,
  hint,
  problem,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  problem?: string;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}) {
  const described = [hint ? `${id}-hint` : '', problem ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': Boolean(problem), ...(described ? { 'aria-describedby': described } : {}) })}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {problem ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/** The last announcements: when, which, the job's state, and the messages written, waiting, sent and failed. */
function LastAnnouncements({
  announcements,
  words,
  language,
  interfaceLanguage,
}: {
  announcements: readonly Announcement[];
  words: TopicAnnounceDictionary;
  language: Language;
  interfaceLanguage: Language;
}) {
  const enumWords = ADMIN_DICTIONARY[interfaceLanguage].enumValues;
  if (!announcements.length) return <p className="text-sm text-muted-foreground">{words.none}</p>;
  return (
    // Scrolled sideways on a phone: a keyboard reaches it too.
    <div className="overflow-x-auto" role="region" aria-label={words.last} tabIndex={0}>
      <table className="w-full min-w-[36rem] text-sm" data-announcements="">
        <thead className="text-left text-muted-foreground">
          <tr>
            <th className="py-1 pr-3 font-medium">{words.when}</th>
            <th className="py-1 pr-3 font-medium">{words.subject}</th>
            <th className="py-1 pr-3 font-medium">{words.state}</th>
            <th className="py-1 pr-3 text-right font-medium">{words.written}</th>
            <th className="py-1 pr-3 text-right font-medium">{words.waiting}</th>
            <th className="py-1 pr-3 text-right font-medium">{words.sent}</th>
            <th className="py-1 text-right font-medium">{words.failed}</th>
          </tr>
        </thead>
        <tbody>
          {announcements.map((announcement) => (
            <tr key={announcement.batchKey} className="border-t align-top" data-announcement={announcement.batchKey}>
              <td className="py-1.5 pr-3 whitespace-nowrap">{formatDateTime(announcement.createdAt)}</td>
              <td className="py-1.5 pr-3 break-words">{localized(announcement.title, language)}</td>
              <td className="py-1.5 pr-3" data-announcement-job={announcement.job?.state ?? 'cleaned-up'}>
                {announcement.job ? valueWord(enumWords, announcement.job.state) : words.cleanedUp}
                {announcement.job?.state === 'queued' && announcement.sendAfter ? (
                  <span className="block text-xs text-muted-foreground">
                    {words.notBefore(formatDateTime(announcement.sendAfter))}
                  </span>
                ) : null}
                {announcement.job?.lastError ? (
                  <span className="block text-xs break-words text-destructive">{announcement.job.lastError}</span>
                ) : null}
              </td>
              <td className="py-1.5 pr-3 text-right tabular-nums" data-announcement-written={announcement.written}>
                {announcement.written}
              </td>
              <td className="py-1.5 pr-3 text-right tabular-nums">{announcement.waiting + announcement.sending}</td>
              <td className="py-1.5 pr-3 text-right tabular-nums" data-announcement-sent={announcement.sent}>
                {announcement.sent}
              </td>
              <td className={`py-1.5 text-right tabular-nums ${announcement.failed ? 'text-destructive' : ''}`}>
                {announcement.failed}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * notification.topic-announce: an announcement to a topic's subscribers (POST /api/notification/topics/{id}/announce).
 * Its title and text in every language of the site and when it may go; «Отправить подписчикам» asks first, saying how
 * many subscribers the topic has. Under the form, the last announcements as their job and outbox rows stand
 * (GET …/announcements), read again every few seconds while one is on its way.
 */
export function TopicAnnouncePanel({ id, language, interfaceLanguage }: AdminPanelProps) {
  const words = TOPIC_ANNOUNCE_DICTIONARY[interfaceLanguage];
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const formId = useId();
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const state = useQuery({
    queryKey: [TOPICS, 'announcements', id],
    queryFn: () => apiClient().notification.topics.announcements.query({ id }),
    refetchInterval: ({ state: { data } }) => (data?.announcements.some(moving) ? 3000 : false),
  });
  const announce = useMutation({
    mutationFn: () =>
      apiClient().notification.topics.announce.mutate({
        id,
        data: {
          title: draft.title,
          body: draft.body,
          ...(draft.sendAfter ? { sendAfter: new Date(draft.sendAfter) } : {}),
        },
      }),
    onSuccess: () => {
      setConfirming(false);
      setDraft(EMPTY_DRAFT);
      setProblems({});
      toast.success(words.queued);
    },
    onError: (error) => {
      setConfirming(false);
      const found = problemsOf(error, interfaceLanguage);
      setProblems(found);
      const count = Object.keys(found).length;
      toast.error(count > 1 ? words.needsAttention(count) : errorMessage(error));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [TOPICS, 'announcements', id] }),
  });
  const headingId = `panel-notification-topic-announce-${id}`;

  if (state.isPending) return <PanelSkeleton />;
  if (state.isError)
    return (
      <PanelSection id={headingId} title={words.title} module="notification">
        <LoadError message={errorMessage(state.error)} onRetry={() => void state.refetch()} />
      </PanelSection>
    );
  const { subscribers, announcements } = state.data;
  const setWords = (part: 'title' | 'body', wordsLanguage: Language, value: string) => {
    setDraft({ ...draft, [part]: { ...draft[part], [wordsLanguage]: value } });
    setProblems({ ...problems, [`${part}.${wordsLanguage}`]: '' });
  };

  return (
    <PanelSection id={headingId} title={words.title} module="notification" busy={state.isFetching}>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 text-sm">
        <dt className="text-muted-foreground">{words.subscribers}</dt>
        <dd className="tabular-nums" data-topic-subscribers={subscribers}>
          {words.subscribersCount(subscribers)}
        </dd>
      </dl>
      <div className="grid gap-3 rounded-md border p-3" role="group" aria-label={words.title} data-topic-announce-form="">
        <div className="grid gap-3 md:grid-cols-2">
          {WORDS_LANGUAGES.map((wordsLanguage) => (
            <div key={wordsLanguage} className="grid content-start gap-3">
              <Field
                id={`${formId}-title-${wordsLanguage}`}
                label={words.heading(words.languages[wordsLanguage])}
                problem={problems[`title.${wordsLanguage}`] || problems.title}
              >
                {(props) => (
                  <Input
                    {...props}
                    lang={wordsLanguage}
                    maxLength={200}
                    value={draft.title[wordsLanguage]}
                    onChange={(event) => setWords('title', wordsLanguage, event.target.value)}
                  />
                )}
              </Field>
              <Field
                id={`${formId}-body-${wordsLanguage}`}
                label={words.body(words.languages[wordsLanguage])}
                problem={problems[`body.${wordsLanguage}`] || problems.body}
              >
                {(props) => (
                  <Textarea
                    {...props}
                    lang={wordsLanguage}
                    rows={5}
                    value={draft.body[wordsLanguage]}
                    onChange={(event) => setWords('body', wordsLanguage, event.target.value)}
                  />
                )}
              </Field>
            </div>
          ))}
        </div>
        <div className="max-w-xs">
          <Field id={`${formId}-send-after`} label={words.sendAfter} hint={words.sendAfterHint} problem={problems.sendAfter}>
            {(props) => (
              <Input
                {...props}
                type="datetime-local"
                value={draft.sendAfter}
                onChange={(event) => setDraft({ ...draft, sendAfter: event.target.value })}
              />
            )}
          </Field>
        </div>
        <div>
          <Button type="button" size="sm" disabled={announce.isPending} onClick={() => setConfirming(true)}>
            {words.send}
          </Button>
        </div>
      </div>
      <AlertDialog
        open={confirming}
        onOpenChange={(next) => {
          if (!announce.isPending) setConfirming(next);
        }}
      >
        <AlertDialogContent className="sm:max-w-md">
          <AlertDialogHeader>
            <AlertDialogTitle>{words.confirmTitle}</AlertDialogTitle>
            <AlertDialogDescription data-announce-confirm-count={subscribers}>
              {words.confirm(subscribers)}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={announce.isPending}>{words.keep}</AlertDialogCancel>
            <AlertDialogAction
              disabled={announce.isPending}
              aria-busy={announce.isPending || undefined}
              data-announce-confirm=""
              onClick={(event) => {
                // Keep the dialog open until the server answers.
                event.preventDefault();
                announce.mutate();
              }}
            >
              {announce.isPending ? words.sending : words.confirmSend}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
      <h4 className="pt-2 text-sm font-semibold">{words.last}</h4>
      <LastAnnouncements announcements={announcements} words={words} language={language} interfaceLanguage={interfaceLanguage} />
    </PanelSection>
  );
}
