import Link from 'next/link';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

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
    <Card className="gap-3 py-4">
      <CardHeader className="px-4">
        <CardTitle asChild>
          <h2 className="text-sm font-medium text-muted-foreground">{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-1 px-4">
        <div className="text-2xl font-semibold tabular-nums">{value}</div>
        <CardDescription>{hint}</CardDescription>
        {links.map((link) => (
          <Link key={link.href} href={link.href} className={linkClass}>
            {link.text}
          </Link>
        ))}
      </CardContent>
    </Card>
  );
}
