import { SiteLink } from '@/components/site/site-link';
import type { Language } from '@/shared/languages';
import { cn } from '@/lib/utils';
import type { LogotypeContent } from '@/server/modules/website-builder/widget-content.service';
import { LogoFile } from './files';
import { websiteBuilderDictionary } from './dictionary';

/** The first logotype that has an image: the site's logo. */
export const siteLogo = (logotypes: readonly LogotypeContent[]) => logotypes.find((logotype) => logotype.file)?.file ?? null;

/**
 * The site's brand, linking to the language root: the logo and the title. The link is named by the title, else by
 * the logo's alt or «Home page»; the image itself is then decorative (its alt would say the name twice).
 */
export function Brand({
  logotypes,
  title,
  language,
  className,
}: {
  logotypes: readonly LogotypeContent[];
  title: string;
  language: Language;
  className?: string;
}) {
  const logo = siteLogo(logotypes);
  const label = title ? undefined : logo?.alt || websiteBuilderDictionary(language).home;
  return (
    <SiteLink
      href={`/${language}`}
      aria-label={label}
      className={cn(
        'flex min-w-0 items-center gap-3 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
        className,
      )}
      data-brand=""
    >
      {logo ? <LogoFile file={logo} heightPx={40} className="h-10" alt="" /> : null}
      {title ? <span className="line-clamp-2 font-heading text-base leading-tight font-bold sm:text-lg">{title}</span> : null}
    </SiteLink>
  );
}
