import { Card, CardContent } from '@/components/ui/card';
import { serverCaller } from '@/server/caller';
import type { Language } from '@/shared/languages';
import { topicsDictionary } from './dictionary';
import { TopicSubscriptions } from './topic-subscriptions';

/**
 * The settings' «Рассылки» section: the topics offered, each ticked when the subject takes it, changed at once. Read
 * on the server with the visitor's own session, as the rest of the settings page.
 */
export async function NewsletterSettings({ language, subjectId }: { language: Language; subjectId: string }) {
  const t = topicsDictionary(language);
  const topics = await (await serverCaller()).notification.subscriptions.topics({ id: subjectId });
  return (
    <section aria-labelledby="newsletters" className="grid gap-3" data-testid="newsletter-settings">
      <div className="grid gap-1">
        <h2 id="newsletters" className="text-lg font-semibold">
          {t.newsletters}
        </h2>
        <p className="text-sm text-muted-foreground">{t.settingsDescription}</p>
      </div>
      <Card className="py-4">
        <CardContent className="px-4 sm:px-6">
          <TopicSubscriptions language={language} subjectId={subjectId} initial={topics} />
        </CardContent>
      </Card>
    </section>
  );
}
