import { WidgetSection } from '../shared/widget-section';
import type { WidgetProps } from '../types';
import { SubjectPayments } from './subject-payments-island';

/** The visitor's payments (invoices paid or awaiting payment), read in the browser with the visitor's session. */
export function BillingDefault({ widget, page }: WidgetProps) {
  return (
    <WidgetSection widget={widget} language={page.language}>
      <div data-billing-payments>
        <SubjectPayments language={page.language} />
      </div>
    </WidgetSection>
  );
}
