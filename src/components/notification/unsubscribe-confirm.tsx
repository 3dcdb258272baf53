'use client';

import { MailXIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { RestCallError } from '@/lib/rest-call';
import { failureText } from '@/lib/failure-text';
import type { Language } from '@/shared/languages';
import { topicPaths } from '@/shared/topic-paths';
import { TOPIC_FAILURE_WORDS, topicsDictionary } from './dictionary';

type Outcome = 'done' | 'gone' | 'invalid' | { failure: string };

/**
 * The unsubscribe page's button: it sends what a mail client's one-click sends (RFC 8058's body, no cookies) to the
 * link's POST address, and says what came of it. The page's GET changed nothing: mail scanners open links.
 */
export function UnsubscribeConfirm({ language, token, topic }: { language: Language; token: string; topic: string }) {
  const t = topicsDictionary(language).unsubscribe;
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const confirm = async () => {
    setSending(true);
    try {
      const response = await fetch(topicPaths.unsubscribe(token), {
        method: 'POST',
        credentials: 'omit',
        cache: 'no-store',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: 'List-Unsubscribe=One-Click',
      });
      if (response.ok) setOutcome('done');
      else if (response.status === 404) setOutcome('gone');
      else if (response.status === 400) setOutcome('invalid');
      else
        setOutcome({
          failure: failureText(new RestCallError(response.statusText, response.status), language, TOPIC_FAILURE_WORDS[language]),
        });
    } catch (error) {
      setOutcome({ failure: failureText(error, language, TOPIC_FAILURE_WORDS[language]) });
    } finally {
      setSending(false);
    }
  };

  if (outcome === 'done' || outcome === 'gone' || outcome === 'invalid')
    return (
      <p role="status" className="text-lg" data-unsubscribe-outcome={outcome}>
        {outcome === 'done' ? t.done(topic) : outcome === 'gone' ? t.gone : t.invalid}
      </p>
    );
  return (
    <div className="grid justify-items-start gap-3">
      <Button size="lg" className="h-auto min-h-10 whitespace-normal text-left" disabled={sending} onClick={() => void confirm()}>
        <MailXIcon aria-hidden="true" />
        {sending ? t.confirming : t.confirm(topic)}
      </Button>
      {outcome ? (
        <p role="alert" className="text-sm text-destructive">
          {outcome.failure}
        </p>
      ) : null}
    </div>
  );
}
