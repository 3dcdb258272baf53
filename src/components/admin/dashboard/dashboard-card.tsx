import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';

/** A card of the dashboard: its heading (a figure's name is small, a chart's or a table's larger), then its content. */
export function DashboardCard({
  title,
  small = false,
  className,
  children,
}: {
  title: string;
  small?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card className="gap-3 py-4">
      <CardHeader className="px-4">
        <CardTitle asChild>
          <h2 className={small ? 'text-sm font-medium text-muted-foreground' : 'text-base'}>{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className={cn('grid', className)}>{children}</CardContent>
    </Card>
  );
}
