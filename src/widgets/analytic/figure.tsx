import { figureOfWidget, type FigurePart } from '@/server/modules/analytic/widget-content.service';
import { siteDatabase } from '@/server/pages/site-database';
import { cn } from '@/lib/utils';
import { amountText } from '@/shared/amount-text';
import type { Language } from '@/shared/languages';
import { localized } from '@/shared/localized-text';
import { toMinorUnits } from '@/shared/money';
import { percentText } from '../ecommerce/progress-words';
import { ProgressBar } from '../shared/progress-bar';
import { RichText } from '../shared/rich-text';
import type { WidgetProps } from '../types';
import { analyticDictionary } from './dictionary';

const isZero = (value: string) => /^0*(\.0*)?$/.test(value);

/** A part as the page's language writes it: a sum with its currency, a count (of donations too) with its digits grouped. */
const partText = ({ currency, value }: FigurePart, sum: boolean, language: Language) =>
  sum && currency
    ? amountText(value, currency, language)
    : new Intl.NumberFormat(language).format(value as Intl.StringNumericLiteral);

/** The whole percent of `goal` that `value` is, rounded down, exact (both scaled to the same decimals). */
function percentOf(value: string, goal: string): number {
  const decimals = Math.max(value.split('.')[1]?.length ?? 0, goal.split('.')[1]?.length ?? 0);
  const target = toMinorUnits(goal, decimals);
  return target > 0n ? Number((toMinorUnits(value, decimals) * 100n) / target) : 0;
}

/**
 * An analytic widget (docs/decisions/0053): one public figure of the daily metrics over its period, under its title (or,
 * without one, the words of what it counts), read with the page; with `towardsGoal` and a goal, a bar of the goal reached.
 * A figure that is still nothing, with no goal to reach, takes no room: a bare «0» tells a visitor nothing.
 */
async function AnalyticFigure({ widget, page, towardsGoal }: WidgetProps & { towardsGoal: boolean }) {
  const figure = await figureOfWidget(siteDatabase(), widget.id);
  if (!figure) return null;
  const { language } = page;
  const t = analyticDictionary(language);
  const goal = towardsGoal && figure.goal && !isZero(figure.goal) && figure.parts.length === 1 ? figure.goal : null;
  if (!goal && figure.parts.every((part) => isZero(part.value))) return null;
  const title =
    localized(widget.title, language) || [t.metrics[figure.metric], t.periods[figure.period]].filter(Boolean).join(' ');
  const subtitle = localized(widget.subtitle, language);
  const headingId = `analytic-${widget.id}`;
  const sum = figure.metric === 'donations-amount';
  return (
    <section
      id={widget.anchor || undefined}
      aria-labelledby={headingId}
      className={cn('site-container py-8 md:py-10', widget.className)}
      data-analytic-widget={figure.metric}
    >
      <div className="flex max-w-2xl flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm md:p-6">
        {subtitle ? <p className="text-sm font-medium tracking-wide text-primary uppercase">{subtitle}</p> : null}
        <h2 id={headingId} className="font-heading text-2xl leading-tight md:text-3xl">
          {title}
        </h2>
        <ul role="list" className="flex flex-wrap gap-x-8 gap-y-1">
          {figure.parts.map((part) => (
            <li
              key={part.currency?.id ?? 'count'}
              className="text-4xl font-semibold tabular-nums md:text-5xl"
              data-analytic-figure={part.value}
            >
              {partText(part, sum, language)}
            </li>
          ))}
        </ul>
        {goal ? <Goal part={figure.parts[0]!} sum={sum} goal={goal} language={language} /> : null}
        {localized(widget.description, language) ? (
          <RichText value={widget.description} language={language} className="text-muted-foreground" />
        ) : null}
      </div>
    </section>
  );
}

function Goal({ part, sum, goal, language }: { part: FigurePart; sum: boolean; goal: string; language: Language }) {
  const t = analyticDictionary(language);
  const percent = percentOf(part.value, goal);
  const goalText = partText({ ...part, value: goal }, sum, language);
  const percentWords = percentText(percent, language);
  return (
    <div className="flex flex-col gap-2" data-analytic-goal={goal}>
      <ProgressBar
        percent={percent}
        label={t.progress}
        valueText={t.ofGoal(partText(part, sum, language), goalText, percentWords)}
        started={!isZero(part.value)}
      />
      <p className="flex flex-wrap justify-between gap-x-3 text-sm text-muted-foreground tabular-nums">
        <span>{t.goal(goalText)}</span>
        <span aria-hidden="true">{percentWords}</span>
      </p>
    </div>
  );
}

/** `default` and `figure-default`: the figure alone. */
export const AnalyticFigureDefault = (props: WidgetProps) => <AnalyticFigure {...props} towardsGoal={false} />;

/** `progress-default`: the figure and how much of the widget's goal it reached. */
export const AnalyticProgressDefault = (props: WidgetProps) => <AnalyticFigure {...props} towardsGoal />;
