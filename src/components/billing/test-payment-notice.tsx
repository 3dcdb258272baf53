import { FlaskConical } from 'lucide-react';
import { cn } from '@/lib/utils';
import type { Language } from '@/shared/languages';
import { TEST_PAYMENT_NOTICE } from '@/shared/payment-providers';

/**
 * «Тестовый платёж: деньги не списываются»: said wherever a person sees a payment through the test provider (the
 * checkout, its payment page, the invoice and receipt page, the admin), so that nobody takes it for a gift
 * (docs/decisions/0031).
 */
export function TestPaymentNotice({ language, className }: { language: Language; className?: string }) {
  return (
    <p
      className={cn(
        'flex items-start gap-2 rounded-md border border-amber-500/50 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950',
        className,
      )}
      data-test-payment
    >
      <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {TEST_PAYMENT_NOTICE[language]}
    </p>
  );
}
