import Link from 'next/link';
import { ADMIN_DICTIONARY } from '@/components/admin/admin-dictionary';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { Language } from '@/shared/languages';
import { DashboardCard } from './dashboard-card';
import { dashboardLinks } from './dashboard-links';

/** The period's most viewed pages, each linking to its page-view rows. */
export function TopPages({
  pages,
  period,
  language,
}: {
  pages: readonly { path: string; language: string; views: number }[];
  period: { from: string; to: string };
  language: Language;
}) {
  const words = ADMIN_DICTIONARY[language].dashboard;
  const count = new Intl.NumberFormat(language);
  return (
    <DashboardCard title={words.topPages} className="px-2 sm:px-4">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{words.page}</TableHead>
            <TableHead>{words.language}</TableHead>
            <TableHead className="text-right">{words.views}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {pages.map((page) => (
            <TableRow key={page.path}>
              <TableCell className="max-w-48 truncate sm:max-w-md">
                <Link
                  href={dashboardLinks.pageViews(period, [page.path])}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                  title={page.path}
                >
                  {page.path}
                </Link>
              </TableCell>
              <TableCell>{words.languages[page.language] ?? page.language}</TableCell>
              <TableCell className="text-right tabular-nums">{count.format(page.views)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </DashboardCard>
  );
}
