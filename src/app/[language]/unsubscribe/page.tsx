import type { Metadata } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import { topicsDictionary } from '@/components/notification/dictionary';
import { UnsubscribeConfirm } from '@/components/notification/unsubscribe-confirm';
import { buttonVariants } from '@/components/ui/button-variants';
import { pageLanguage } from '@/lib/page-language';
import { subscriptionOfLink } from '@/server/pages/subscription-of-link';
import { localized } from '@/shared/localized-text';
import { rbacPaths } from '@/shared/rbac-paths';
import { UNSUBSCRIBE_PAGE_PATH } from '@/shared/topic-paths';
import { SiteFrame } from '@/widgets/site-frame';

interface UnsubscribePageProps {
  params: Promise<{ language: string }>;
  searchParams: Promise<{ token?: string | string[] }>;
}

export async function generateMetadata({ params }: UnsubscribePageProps): Promise<Metadata> {
  const language = await pageLanguage(params);
  return { title: topicsDictionary(language).unsubscribe.metaTitle, robots: { index: false } };
}

/**
 * Where a topic's letter's unsubscribe link leads (docs/decisions/0048): which newsletter it ends, and a button that
 * ends it. Opening the page changes nothing, since mail scanners open every link; a link already used, or one this
 * site did not make, is said so. Drawn per request: the token is the visitor's own.
 */
export default async function UnsubscribePage({ params, searchParams }: UnsubscribePageProps) {
  await connection();
  const language = await pageLanguage(params);
  const { token: given } = await searchParams;
  const token = typeof given === 'string' ? given : undefined;
  const t = topicsDictionary(language).unsubscribe;
  const subscription = await subscriptionOfLink(token);
  const path = token ? `${UNSUBSCRIBE_PAGE_PATH}?token=${encodeURIComponent(token)}` : UNSUBSCRIBE_PAGE_PATH;
  return (
    <SiteFrame language={language} path={path}>
      <section className="mx-auto grid w-full max-w-xl gap-6 px-4 py-12 sm:py-16" data-unsubscribe={subscription.state}>
        <h1 className="font-heading text-3xl leading-tight">{t.title}</h1>
        {subscription.state === 'found' && token ? (
          <>
            <div className="grid gap-2">
              <p className="text-xl">{t.question(localized(subscription.topic.title, language))}</p>
              <p className="text-muted-foreground">{t.explanation}</p>
            </div>
            <UnsubscribeConfirm language={language} token={token} topic={localized(subscription.topic.title, language)} />
          </>
        ) : (
          <p className="text-lg" data-unsubscribe-outcome={subscription.state}>
            {subscription.state === 'gone' ? t.gone : t.invalid}
          </p>
        )}
        <div className="flex flex-wrap gap-3 border-t pt-6">
          <Link href={`${rbacPaths(language).settings}#newsletters`} className={buttonVariants({ variant: 'outline' })}>
            {t.settings}
          </Link>
          <Link href={rbacPaths(language).home} className={buttonVariants({ variant: 'ghost' })}>
            {t.home}
          </Link>
        </div>
      </section>
    </SiteFrame>
  );
}
