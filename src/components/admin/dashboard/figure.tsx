import Link from 'next/link';
import type { ReactNode } from 'react';
import { CardDescription } from '@/components/ui/card';
import { DashboardCard } from './dashboard-card';

const linkClass = 'text-sm font-medium text-primary underline-offset-4 hover:underline';

/** One figure: its name, its number, what it counts, and the links to the records behind it. */
export function Figure({
  title,
  value,
  hint,
  links,
}: {
  title: string;
  value: ReactNode;
  hint: string;
  links: readonly { href: string; text: string }[];
}) {
  return (
    <DashboardCard title={title} small className="gap-1 px-4">
      <div className="text-2xl font-semibold tabular-nums">{value}</div>
      <CardDescription>{hint}</CardDescription>
      {links.map((link) => (
        <Link key={link.href} href={link.href} className={linkClass}>
          {link.text}
        </Link>
      ))}
    </DashboardCard>
  );
}
