import { localized } from '@/shared/localized-text';
import { cn } from '@/lib/utils';
import { widgetNavigation } from '@/server/modules/website-builder/widget-content.service';
import { RichText } from '../shared/rich-text';
import { siteDatabase } from '@/server/pages/site-database';
import type { WidgetProps } from '../types';
import { siteLogo } from './brand';
import { LogoFile } from './files';
import { SiteAnchor } from './site-anchor';
import { titledButtons } from './site-button';
import { websiteBuilderDictionary } from './dictionary';

/** Light text and focus ring on the dark band. */
const link =
  'rounded-sm text-background/85 underline-offset-4 outline-none hover:text-background hover:underline focus-visible:ring-[3px] focus-visible:ring-background/70';

/**
 * The site's footer, a dark band: logo, title and description, a column of links per `footer-buttons-default`
 * array (its title the column's heading), and the copyright (the widget's subtitle).
 */
export async function FooterDefault({ widget, page }: WidgetProps) {
  const { language } = page;
  const { logotypes, buttonsArrays } = await widgetNavigation(siteDatabase(), widget.id);
  const strings = websiteBuilderDictionary(language);
  const title = localized(widget.title, language);
  const copyright = localized(widget.subtitle, language);
  const logo = siteLogo(logotypes);
  const columns = buttonsArrays
    .filter((array) => array.variant === 'footer-buttons-default')
    .map((array) => ({ ...array, buttons: titledButtons(array.buttons, language) }))
    .filter((array) => array.buttons.length);

  return (
    <footer id={widget.anchor || undefined} className={cn('bg-foreground text-background', widget.className)} data-footer="">
      <div className="site-container grid gap-10 py-12 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:py-16">
        <div className="min-w-0">
          {/* The footer's logotype is the light version of the logo, drawn for the dark band. */}
          {logo ? <LogoFile file={logo} heightPx={48} className="mb-4 h-12" alt={title ? '' : undefined} /> : null}
          {title ? <h2 className="font-heading text-2xl leading-tight">{title}</h2> : null}
          <RichText
            value={widget.description}
            language={language}
            className="mt-4 text-base text-background/80 md:text-base [&_a]:text-background"
          />
        </div>
        {columns.length ? (
          <nav aria-label={strings.footerNavigation}>
            <div className="grid grid-cols-1 gap-8 min-[360px]:grid-cols-2 lg:grid-cols-3">
              {columns.map((column) => {
                const heading = localized(column.title, language);
                return (
                  <div key={column.id} className="min-w-0">
                    {heading ? (
                      <h3 className="text-sm font-semibold tracking-wide text-background/70 uppercase">{heading}</h3>
                    ) : null}
                    <ul className={cn('space-y-3 [overflow-wrap:anywhere]', heading && 'mt-4')}>
                      {column.buttons.map((button) => (
                        <li key={button.id}>
                          <SiteAnchor url={button.url} language={language} className={cn(link, button.className)}>
                            {localized(button.title, language)}
                          </SiteAnchor>
                        </li>
                      ))}
                    </ul>
                  </div>
                );
              })}
            </div>
          </nav>
        ) : null}
      </div>
      {copyright ? (
        <div className="border-t border-background/15">
          <p className="site-container py-6 text-sm text-background/75">{copyright}</p>
        </div>
      ) : null}
    </footer>
  );
}
