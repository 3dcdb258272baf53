import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { TestPaymentNotice } from '@/components/billing/test-payment-notice';
import { Button } from '@/components/ui/button';
import { pageLanguage } from '@/lib/page-language';
import { invoiceStateForPage } from '@/server/pages/invoice-state';
import { billingPaths } from '@/shared/billing-paths';
import { amountText } from '@/shared/amount-text';
import { billingDictionary } from '@/widgets/billing/dictionary';
import { SiteFrame } from '@/widgets/site-frame';
import { DummyPayment } from '@/widgets/billing/dummy-payment';
import { awaitingPayment } from '@/widgets/billing/invoice-state';

interface DummyPageProps {
  params: Promise<{ language: string; invoiceId: string }>;
}

export async function generateMetadata({ params }: DummyPageProps): Promise<Metadata> {
  const language = await pageLanguage(params);
  return { title: billingDictionary(language).dummy.metaTitle, robots: { index: false } };
}

/** The test provider's own payment page (offline; decision 0031): pay or fail the invoice, no money taken. */
export default async function DummyPaymentPage({ params }: DummyPageProps) {
  const language = await pageLanguage(params);
  const { invoiceId } = await params;
  const state = await invoiceStateForPage(invoiceId);
  if (!state || state.provider !== 'dummy') notFound();
  const t = billingDictionary(language);
  // In the site's frame, at its own path: the language switch leads to this page in the other language.
  return (
    <SiteFrame language={language} path={`/billing/invoices/${invoiceId}/dummy`}>
      <section className="mx-auto grid w-full max-w-xl gap-6 px-4 py-12">
        <h1 className="font-heading text-3xl">{t.dummy.title}</h1>
        <TestPaymentNotice language={language} />
        <p className="text-muted-foreground">{t.dummy.description}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-base">
          <dt className="text-muted-foreground">{t.amount}</dt>
          <dd className="font-semibold">{amountText(state.amount, state.billingModuleCurrency, language)}</dd>
        </dl>
        {awaitingPayment(state) ? (
          <DummyPayment invoiceId={invoiceId} language={language} />
        ) : (
          <div className="grid gap-3">
            <p>{t.dummy.notOpen}</p>
            <Button asChild variant="outline" className="justify-self-start">
              <Link href={billingPaths(language).invoice(invoiceId)}>{t.status[state.status]}</Link>
            </Button>
          </div>
        )}
      </section>
    </SiteFrame>
  );
}
