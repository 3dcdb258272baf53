// clsx alone: a public page's island, where tailwind-merge would weigh more than the classes it merges.
import { clsx } from 'clsx';

/**
 * A bar filled to `percent` of its goal (more shows full), named for a screen reader by `label` and told by `valueText`
 * («8 %: Собрано 650,00 ₽ из 2 700 000,00 ₽»). `started`: something counts, so a sliver shows under a whole percent.
 */
export function ProgressBar({
  percent,
  label,
  valueText,
  started,
  className,
}: {
  percent: number;
  label: string;
  valueText: string;
  started: boolean;
  className?: string;
}) {
  const shown = Math.min(percent, 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={shown}
      aria-valuetext={valueText}
      className={clsx('h-2 overflow-hidden rounded-full bg-muted', className)}
    >
      <div className="h-full rounded-full bg-primary" style={{ width: `${shown}%`, minWidth: started ? '0.25rem' : undefined }} />
    </div>
  );
}
