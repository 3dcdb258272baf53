import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { TestPaymentNotice } from '@/components/billing/test-payment-notice';
import { Button } from '@/components/ui/button';
import { TEST_PROVIDER } from '@/shared/payment-providers';
import { pageLanguage } from '@/lib/page-language';
import { ecommercePaths } from '@/shared/ecommerce-paths';
import { invoiceOrdersForPage, invoiceStateForPage } from '@/server/pages/invoice-state';
import { billingDictionary } from '@/widgets/billing/dictionary';
import { SiteFrame } from '@/widgets/site-frame';
import { InvoiceStatus } from '@/widgets/billing/invoice-status';

interface InvoicePageProps {
  params: Promise<{ language: string; invoiceId: string }>;
}

export async function generateMetadata({ params }: InvoicePageProps): Promise<Metadata> {
  const language = await pageLanguage(params);
  return { title: billingDictionary(language).invoiceMetaTitle, robots: { index: false } };
}

/**
 * Where a payer comes back to from any provider: the invoice's amount and state and its orders', followed until it is
 * settled and the receipts are drawn.
 */
export default async function InvoicePage({ params }: InvoicePageProps) {
  const language = await pageLanguage(params);
  const { invoiceId } = await params;
  const state = await invoiceStateForPage(invoiceId);
  if (!state) notFound();
  const orders = await invoiceOrdersForPage(invoiceId);
  const t = billingDictionary(language);
  // In the site's frame, at its own path: the language switch leads to this page in the other language.
  return (
    <SiteFrame language={language} path={`/billing/invoices/${invoiceId}`}>
      <section className="mx-auto grid w-full max-w-xl gap-6 px-4 py-12">
        <h1 className="font-heading text-3xl">{t.invoiceTitle}</h1>
        {state.provider === TEST_PROVIDER ? <TestPaymentNotice language={language} /> : null}
        <InvoiceStatus initial={{ state, orders }} language={language} />
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link href={ecommercePaths(language).donations}>{t.orders}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href={`/${language}`}>{t.home}</Link>
          </Button>
        </div>
      </section>
    </SiteFrame>
  );
}
