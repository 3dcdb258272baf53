import Link from 'next/link';
import type { ReactNode } from 'react';
import { ADMIN_DICTIONARY } from '@/components/admin/admin-dictionary';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { amountText } from '@/shared/amount-text';
import { daysOf, type DashboardPeriod } from '@/shared/dashboard-period';
import type { Language } from '@/shared/languages';
import type { serverCaller } from '@/server/caller';
import { dashboardLinks } from './dashboard-links';
import { dayText } from './day-text';
import { PeriodPicker } from './period-picker';
import { RaisedByDay } from './raised-by-day';

export type DashboardFigures = Awaited<ReturnType<Awaited<ReturnType<typeof serverCaller>>['analytic']['dashboard']['read']>>;

const linkClass = 'text-sm font-medium text-primary underline-offset-4 hover:underline';

/** One figure: its name, its number, what it counts, and the link to the records behind it. */
function Figure({
  title,
  value,
  hint,
  href,
  records,
}: {
  title: string;
  value: ReactNode;
  hint: string;
  href: string;
  records: string;
}) {
  return (
    <Card className="gap-3 py-4">
      <CardHeader className="px-4">
        <CardTitle asChild>
          <h2 className="text-sm font-medium text-muted-foreground">{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-1 px-4">
        <div className="text-2xl font-semibold tabular-nums">{value}</div>
        <CardDescription>{hint}</CardDescription>
        <Link href={href} className={linkClass}>
          {records}
        </Link>
      </CardContent>
    </Card>
  );
}

/**
 * `/admin`: how the donations and the site are doing over a period, in the admin's words, each figure linking to its
 * records. The figures come from `analytic.dashboard.read`, which leaves out those the visitor may not read.
 */
export function AdminDashboard({
  figures,
  period,
  language,
}: {
  figures: DashboardFigures;
  period: DashboardPeriod;
  language: Language;
}) {
  const words = ADMIN_DICTIONARY[language].dashboard;
  const { raised, friends, crmRequests, failedNotifications } = figures;
  const days = daysOf(period.from, period.to);
  const none = !raised && !friends && crmRequests === undefined && failedNotifications === undefined;
  return (
    <div className="grid gap-6">
      <div className="grid gap-3">
        <p className="text-sm text-muted-foreground">
          {words.periodText(dayText(period.from, language, 'long'), dayText(period.to, language, 'long'))}
        </p>
        <PeriodPicker period={period} words={words} />
      </div>
      {none ? <p>{words.nothingToShow}</p> : null}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {raised ? (
          <>
            <Figure
              title={words.raised}
              value={
                raised.currencies.length ? (
                  <ul>
                    {raised.currencies.map((currency) => (
                      <li key={currency.slug}>{amountText(currency.amount, currency, language)}</li>
                    ))}
                  </ul>
                ) : (
                  '0'
                )
              }
              hint={
                raised.currencies.length
                  ? words.raisedHint(raised.currencies.reduce((count, currency) => count + currency.invoices, 0))
                  : words.nothingRaised
              }
              href={dashboardLinks.paidInvoices(period)}
              records={words.records}
            />
            <Figure
              title={words.donors}
              value={raised.donors}
              hint={words.donorsHint}
              href={dashboardLinks.paidInvoices(period)}
              records={words.records}
            />
          </>
        ) : null}
        {friends ? (
          <Figure
            title={words.friends}
            value={friends.total}
            hint={words.friendsHint(friends.joined)}
            href={dashboardLinks.friends(friends.roleIds)}
            records={words.records}
          />
        ) : null}
        {crmRequests !== undefined ? (
          <Figure
            title={words.crmRequests}
            value={crmRequests}
            hint={words.crmRequestsHint}
            href={dashboardLinks.crmRequests(period)}
            records={words.records}
          />
        ) : null}
        {failedNotifications !== undefined ? (
          <Figure
            title={words.failedNotifications}
            value={failedNotifications}
            hint={words.failedNotificationsHint}
            href={dashboardLinks.failedNotifications()}
            records={words.records}
          />
        ) : null}
      </div>
      {raised?.currencies.map((currency) => (
        <RaisedByDay
          key={currency.slug}
          currency={currency}
          days={days.map((day) => ({
            day,
            amount: raised.days.find((row) => row.day === day && row.currency === currency.slug)?.amount ?? '0',
          }))}
          language={language}
        />
      ))}
    </div>
  );
}
