import { ADMIN_DICTIONARY } from '@/components/admin/admin-dictionary';
import { amountText } from '@/shared/amount-text';
import { daysOf, type DashboardPeriod } from '@/shared/dashboard-period';
import type { Language } from '@/shared/languages';
import { CRM_OPEN_STATUSES } from '@/shared/crm-request-status';
import type { serverCaller } from '@/server/caller';
import { dashboardLinks } from './dashboard-links';
import { dayText } from './day-text';
import { Figure } from './figure';
import { PageViewsByDay } from './page-views-by-day';
import { PeriodPicker } from './period-picker';
import { RaisedByDay } from './raised-by-day';
import { TopPages } from './top-pages';

export type DashboardFigures = Awaited<ReturnType<Awaited<ReturnType<typeof serverCaller>>['analytic']['dashboard']['read']>>;

/** Paid ÷ views as a percentage with one decimal (`11,1 %`); a dash without views. */
const rateText = (paid: number, views: number, language: Language) =>
  views ? new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(paid / views) : '—';

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
  const { raised, friends, crmRequests, failedNotifications, pageViews, conversion } = figures;
  const days = daysOf(period.from, period.to);
  const none = !raised && !friends && !crmRequests && failedNotifications === undefined && !pageViews && !conversion;
  const records = (href: string) => [{ href, text: words.records }];
  const count = new Intl.NumberFormat(language);
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
                  ? words.raisedHint(raised.currencies.reduce((sum, currency) => sum + currency.invoices, 0))
                  : words.nothingRaised
              }
              links={records(dashboardLinks.paidInvoices(period))}
            />
            <Figure
              title={words.donors}
              value={raised.donors}
              hint={words.donorsHint}
              links={records(dashboardLinks.paidInvoices(period))}
            />
          </>
        ) : null}
        {pageViews ? (
          <Figure
            title={words.pageViews}
            value={count.format(pageViews.total)}
            hint={pageViews.total ? words.pageViewsHint : words.noViews}
            links={records(dashboardLinks.pageViews(period))}
          />
        ) : null}
        {conversion ? (
          <Figure
            title={words.conversion}
            value={rateText(conversion.paid, conversion.views, language)}
            hint={conversion.paths.length ? words.conversionHint(conversion.paid, conversion.views) : words.noDonatePage}
            links={[
              { href: dashboardLinks.pageViews(period, conversion.paths), text: words.donateViews },
              { href: dashboardLinks.paidInvoices(period), text: words.paidInvoices },
            ]}
          />
        ) : null}
        {friends ? (
          <Figure
            title={words.friends}
            value={friends.total}
            hint={words.friendsHint(friends.joined)}
            links={records(dashboardLinks.friends(friends.roleIds))}
          />
        ) : null}
        {crmRequests ? (
          <Figure
            title={words.crmRequests}
            value={crmRequests.open}
            hint={words.crmRequestsHint(crmRequests.received)}
            links={[
              { href: dashboardLinks.openRequests(CRM_OPEN_STATUSES), text: words.openRequests },
              { href: dashboardLinks.crmRequests(period), text: words.receivedRequests },
            ]}
          />
        ) : null}
        {failedNotifications !== undefined ? (
          <Figure
            title={words.failedNotifications}
            value={failedNotifications}
            hint={words.failedNotificationsHint}
            links={records(dashboardLinks.failedNotifications())}
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
      {pageViews?.total ? (
        <div className="grid gap-4 lg:grid-cols-2">
          <PageViewsByDay
            days={days.map((day) => ({ day, views: pageViews.days.find((row) => row.day === day)?.views ?? 0 }))}
            language={language}
          />
          <TopPages pages={pageViews.top} period={period} language={language} />
        </div>
      ) : null}
    </div>
  );
}
