'use client';

// clsx alone: a public page's island, where tailwind-merge would weigh more than the classes it merges.
import { clsx } from 'clsx';
import { percentRaised, shownCurrency, type ProductProgress } from '@/shared/fundraising';
import type { Language } from '@/shared/languages';
import { ProgressBar } from '../shared/progress-bar';
import { useChosenCurrency } from './cart/currency-choice';
import { useProgress } from './progress-store';
import { cardWords } from './card-words';
import { donorsText, percentText, raisedText } from './progress-words';

/**
 * What a project has raised (docs/decisions/0054), in the currency the visitor chose for prices where it has a goal or
 * money in it: with a goal, the raised amount of it, a bar and its percentage; without one, the raised amount alone; and
 * how many people gave. Nothing for a project with no goal that nobody gave to. Read again on the live channel.
 */
export function FundraisingProgress({
  progress: initial,
  language,
  className,
}: {
  progress: ProductProgress;
  language: Language;
  className?: string;
}) {
  const progress = useProgress(initial);
  const chosen = useChosenCurrency();
  const shown = shownCurrency(progress, chosen);
  if (!shown || (shown.goal === null && !progress.donors)) return null;
  const raised = raisedText(shown, language);
  const percent = percentRaised(shown);
  return (
    <div className={clsx('flex flex-col gap-2', className)} data-fundraising-progress={shown.currency.slug}>
      <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="font-medium tabular-nums" data-raised>
          {raised}
        </span>
        {shown.goal === null ? null : (
          <span className="text-muted-foreground tabular-nums" aria-hidden="true">
            {percentText(percent, language)}
          </span>
        )}
      </p>
      {shown.goal === null ? null : (
        <ProgressBar
          percent={percent}
          label={cardWords(language).fundraising}
          valueText={`${percentText(percent, language)}: ${raised}`}
          started={shown.donors > 0}
        />
      )}
      <p className="text-sm text-muted-foreground" data-donors={progress.donors}>
        {donorsText(progress.donors, language)}
      </p>
    </div>
  );
}
