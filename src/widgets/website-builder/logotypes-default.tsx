import { localized } from '@/shared/localized-text';
import { cn } from '@/lib/utils';
import { widgetLogotypes, type LogotypeContent } from '@/server/modules/website-builder/widget-content.service';
import type { Language } from '@/shared/languages';
import { NoFoundItems } from '../shared/no-found-items';
import { siteDatabase } from '@/server/pages/site-database';
import { WidgetSection } from '../shared/widget-section';
import type { WidgetProps } from '../types';
import { LogoFile } from './files';
import { SiteAnchor } from './site-anchor';

/**
 * A partner's logo with its title under it (a mark alone rarely says whose it is); the title alone when it has no
 * image. The image's alt is left empty when the title stands beside it, so a screen reader does not say it twice.
 */
function Logo({ logotype, language }: { logotype: LogotypeContent; language: Language }) {
  const title = localized(logotype.title, language);
  if (!logotype.file) return <span className="font-heading text-lg">{title}</span>;
  return (
    <span className="flex w-36 flex-col items-center gap-3 text-center">
      <LogoFile file={logotype.file} heightPx={56} className="h-14" alt={title ? '' : logotype.file.alt || logotype.adminTitle} />
      {title ? <span className="text-sm leading-snug text-muted-foreground">{title}</span> : null}
    </span>
  );
}

/** A row of partner logos, each linking to its url when it has one. */
export async function LogotypesDefault({ widget, page }: WidgetProps) {
  const { language } = page;
  const logotypes = await widgetLogotypes(siteDatabase(), widget.id);
  return (
    <WidgetSection widget={widget} language={language}>
      {logotypes.length ? (
        <ul className="flex flex-wrap items-start gap-x-8 gap-y-8" data-logotypes="">
          {logotypes.map((logotype) => (
            <li key={logotype.id} className={cn('max-w-full', logotype.className)}>
              {logotype.url ? (
                <SiteAnchor
                  url={logotype.url}
                  language={language}
                  className="block rounded-md opacity-80 outline-none transition-opacity hover:opacity-100 focus-visible:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  <Logo logotype={logotype} language={language} />
                </SiteAnchor>
              ) : (
                <Logo logotype={logotype} language={language} />
              )}
            </li>
          ))}
        </ul>
      ) : (
        <NoFoundItems language={language} />
      )}
    </WidgetSection>
  );
}
