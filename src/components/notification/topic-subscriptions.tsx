'use client';

import { useEffect, useId, useState } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { failureText } from '@/lib/failure-text';
import { cn } from '@/lib/utils';
import type { Language } from '@/shared/languages';
import { localized } from '@/shared/localized-text';
import { TOPIC_FAILURE_WORDS, topicsDictionary } from './dictionary';
import { topicsApi, type OfferedTopic } from './topics-api';

/** What the list last said: the change made, or why it was not. */
type Outcome = { kind: 'done' | 'failed'; text: string } | null;

/**
 * The topics offered, a checkbox each (its title, and its description under it) that subscribes the subject or
 * unsubscribes it at once; what happened is said under the list (a live region), in the page's language.
 */
export function TopicSubscriptions({
  language,
  subjectId,
  initial,
  className,
}: {
  language: Language;
  subjectId: string;
  initial: readonly OfferedTopic[];
  className?: string;
}) {
  const t = topicsDictionary(language);
  const [topics, setTopics] = useState(initial);
  const [saving, setSaving] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const statusId = useId();

  if (!topics.length) return <p className="text-muted-foreground">{t.noTopics}</p>;

  const change = async (topic: OfferedTopic, subscribed: boolean) => {
    setSaving(topic.id);
    setOutcome(null);
    try {
      const changed = await topicsApi.set(subjectId, topic.id, subscribed);
      setTopics((current) => current.map((each) => (each.id === changed.id ? changed : each)));
      const title = localized(changed.title, language);
      setOutcome({ kind: 'done', text: changed.subscribed ? t.subscribedTo(title) : t.unsubscribedFrom(title) });
    } catch (error) {
      setOutcome({ kind: 'failed', text: failureText(error, language, TOPIC_FAILURE_WORDS[language]) });
    } finally {
      setSaving(null);
    }
  };

  return (
    <div className={cn('grid gap-4', className)} data-topic-subscriptions="">
      <ul className="grid gap-3">
        {topics.map((topic) => {
          const id = `${statusId}-${topic.id}`;
          const description = localized(topic.description, language);
          return (
            <li key={topic.id} className="flex items-start gap-3" data-topic={topic.slug} data-subscribed={topic.subscribed}>
              <Checkbox
                id={id}
                className="mt-0.5"
                checked={topic.subscribed}
                disabled={saving !== null}
                aria-describedby={description ? `${id}-description` : undefined}
                onCheckedChange={(checked) => void change(topic, checked === true)}
              />
              <div className="grid gap-1">
                <Label htmlFor={id} className="text-base leading-snug">
                  {localized(topic.title, language)}
                  {saving === topic.id ? <span className="font-normal text-muted-foreground">{t.saving}</span> : null}
                </Label>
                {description ? (
                  <p id={`${id}-description`} className="text-sm text-muted-foreground">
                    {description}
                  </p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      <p
        id={statusId}
        role="status"
        aria-live="polite"
        className={cn('min-h-5 text-sm', outcome?.kind === 'failed' ? 'text-destructive' : 'text-muted-foreground')}
      >
        {outcome?.text}
      </p>
    </div>
  );
}

/** The topics read in the browser first (the site's pages are cached for everyone), then the list. */
export function TopicSubscriptionsLoader({ language, subjectId }: { language: Language; subjectId: string }) {
  const t = topicsDictionary(language);
  const [state, setState] = useState<{ subjectId: string; topics?: OfferedTopic[]; failure?: string } | null>(null);
  useEffect(() => {
    let current = true;
    topicsApi.topics(subjectId).then(
      (topics) => current && setState({ subjectId, topics }),
      (error: unknown) =>
        current && setState({ subjectId, failure: failureText(error, language, TOPIC_FAILURE_WORDS[language]) }),
    );
    return () => {
      current = false;
    };
  }, [subjectId, language]);
  if (state?.subjectId !== subjectId) return <p className="text-muted-foreground">{t.loading}</p>;
  if (state.failure) return <p className="text-sm text-destructive">{state.failure}</p>;
  return <TopicSubscriptions language={language} subjectId={subjectId} initial={state.topics ?? []} />;
}
