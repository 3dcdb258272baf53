import type { VariantProps } from 'class-variance-authority';
import { buttonVariants } from '@/components/ui/button-variants';
import { localized } from '@/shared/localized-text';
import type { Language } from '@/shared/languages';
import { cn } from '@/lib/utils';
import type { WebsiteBuilderButton } from '@/generated/prisma/client';
import { ArrowRightIcon } from '../shared/icons';
import { SiteAnchor } from './site-anchor';

type PrimitiveVariant = NonNullable<VariantProps<typeof buttonVariants>['variant']>;
type Size = 'sm' | 'default' | 'lg';

/** The primitives' fixed heights become minimums: a long title wraps instead of overflowing a narrow screen. */
const MIN_HEIGHT: Record<Size, string> = { sm: 'min-h-8', default: 'min-h-9', lg: 'min-h-10' };

/** A button record's variant as the primitives' look; `primary` is the primitives' default. */
const PRIMITIVE: Partial<Record<string, PrimitiveVariant>> = {
  default: 'default',
  primary: 'default',
  destructive: 'destructive',
  secondary: 'secondary',
  outline: 'outline',
  link: 'link',
  ghost: 'ghost',
};

/** Over a photo or a dark band the light looks (ghost, link, outline) would be dark text on dark: they turn white. */
const ON_DARK: Partial<Record<PrimitiveVariant, string>> = {
  outline: 'border-white/70 bg-transparent text-white hover:bg-white/15 hover:text-white',
  ghost: 'text-white hover:bg-white/15 hover:text-white',
  link: 'text-white underline',
};

export type Surface = 'light' | 'dark';

/** The buttons worth drawing: a button without a title in any language would be an empty link. */
export const titledButtons = (buttons: readonly WebsiteBuilderButton[], language: Language) =>
  buttons.filter((button) => localized(button.title, language).trim());

/** A button record drawn by its variant, linking by the site's rules (siteLink). */
export function SiteButton({
  button,
  language,
  surface = 'light',
  size = 'lg',
  className,
  current = false,
}: {
  button: WebsiteBuilderButton;
  language: Language;
  surface?: Surface;
  size?: Size;
  className?: string;
  /** The button leads to the page visited. */
  current?: boolean;
}) {
  const title = localized(button.title, language);
  if (!title.trim()) return null;
  const ariaCurrent = current ? ('page' as const) : undefined;
  const focus = surface === 'dark' ? 'focus-visible:ring-white/70' : 'focus-visible:ring-ring/50';

  if (button.variant === 'project-link')
    return (
      <SiteAnchor
        url={button.url}
        language={language}
        aria-current={ariaCurrent}
        data-button-variant={button.variant}
        className={cn(
          'group inline-flex items-center gap-2 rounded-sm font-medium underline-offset-4 outline-none hover:underline focus-visible:ring-[3px]',
          surface === 'dark' ? 'text-white' : 'text-primary',
          focus,
          className,
          button.className,
        )}
      >
        {title}
        <ArrowRightIcon
          aria-hidden
          className="size-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
        />
      </SiteAnchor>
    );

  const variant = (Object.hasOwn(PRIMITIVE, button.variant) && PRIMITIVE[button.variant]) || 'default';
  return (
    <SiteAnchor
      url={button.url}
      language={language}
      aria-current={ariaCurrent}
      data-button-variant={button.variant}
      className={cn(
        buttonVariants({ variant, size }),
        'h-auto py-2 text-center whitespace-normal',
        MIN_HEIGHT[size],
        surface === 'dark' && ON_DARK[variant],
        focus,
        className,
        button.className,
      )}
    >
      {title}
    </SiteAnchor>
  );
}
