import Link from 'next/link';
import { buttonVariants } from '@/components/ui/button-variants';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { AdminDictionary } from '@/components/admin/admin-dictionary';
import { cn } from '@/lib/utils';
import { PERIOD_PRESETS, type DashboardPeriod } from '@/shared/dashboard-period';

/**
 * The dashboard's period: a preset by a link (`/admin?period=7d`), or two days by a form sent as GET (`?from=&to=`).
 * Plain links and a plain form: it works before any script has run, and the URL says what is shown.
 */
export function PeriodPicker({ period, words }: { period: DashboardPeriod; words: AdminDictionary['dashboard'] }) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <nav aria-label={words.period} className="flex flex-wrap gap-1">
        {PERIOD_PRESETS.map((preset) => (
          <Link
            key={preset}
            href={`/admin?period=${preset}`}
            aria-current={period.preset === preset ? 'page' : undefined}
            className={cn(buttonVariants({ variant: period.preset === preset ? 'default' : 'outline', size: 'sm' }))}
          >
            {words.presets[preset]}
          </Link>
        ))}
      </nav>
      <form action="/admin" method="get" className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1">
          <Label htmlFor="dashboard-from">{words.from}</Label>
          <Input id="dashboard-from" name="from" type="date" defaultValue={period.from} required className="h-8 w-40" />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="dashboard-to">{words.to}</Label>
          <Input id="dashboard-to" name="to" type="date" defaultValue={period.to} required className="h-8 w-40" />
        </div>
        <button
          type="submit"
          className={cn(buttonVariants({ variant: period.preset === 'custom' ? 'default' : 'outline', size: 'sm' }))}
        >
          {words.show}
        </button>
      </form>
    </div>
  );
}
