import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';

/** The sign-in pages' frame: one centred card, at most 24rem wide, its title the page's heading. */
export function AuthCard({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="my-auto w-full max-w-sm">
      <Card>
        <CardHeader className="text-center">
          <CardTitle asChild className="text-xl">
            <h1>{title}</h1>
          </CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent>{children}</CardContent>
        {footer ? <CardFooter className="justify-center text-center text-sm text-muted-foreground">{footer}</CardFooter> : null}
      </Card>
    </div>
  );
}

/** A link in running text on these pages: underlined, so it is told from text by more than its colour. */
export const textLinkClass = 'font-medium text-foreground underline underline-offset-4 hover:text-foreground/80';

/** A horizontal rule with a few words in its middle ('Or continue with'). */
export function TextDivider({ children }: { children: ReactNode }) {
  return (
    <div className="relative text-center text-sm after:absolute after:inset-x-0 after:top-1/2 after:border-t after:border-border">
      <span className="relative z-10 bg-card px-2 text-muted-foreground">{children}</span>
    </div>
  );
}
