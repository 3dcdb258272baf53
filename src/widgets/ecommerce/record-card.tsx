import { SiteLink } from '@/components/site/site-link';
import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import type { Language } from '@/shared/languages';
import { CARD, CARD_GRID, CARD_HEADING, CARD_LINK, type CardHeading } from '../shared/card';
import { NoFoundItems } from '../shared/no-found-items';
import { ecommerceDictionary } from './dictionary';
import { ArrowRightIcon } from '../shared/icons';

/**
 * A store's or a category's card: its title linking to its page, what it says of itself, and `More` (the same link,
 * for the eye: the link's name is the title alone).
 */
export function RecordCard({
  href,
  title,
  heading: Heading = 'h3',
  language,
  children,
  ...data
}: {
  href: string;
  title: string;
  heading?: CardHeading;
  language: Language;
  children?: ReactNode;
} & Record<`data-${string}`, string>) {
  return (
    <article className={CARD} {...data}>
      <div className="flex flex-1 flex-col gap-3 p-5 md:p-6">
        <Heading className={CARD_HEADING}>
          <SiteLink href={href} prefetch={false} className={CARD_LINK}>
            {title}
          </SiteLink>
        </Heading>
        {children}
        <span aria-hidden="true" className={buttonVariants({ variant: 'outline', size: 'sm', className: 'mt-auto self-start' })}>
          {ecommerceDictionary(language).more}
          <ArrowRightIcon />
        </span>
      </div>
    </article>
  );
}

/** The page of a record of the ecommerce module: `/ecommerce/stores/{slug}`, `/ecommerce/categories/{slug}`. */
export const ecommerceHref = (language: Language, plural: 'stores' | 'categories' | 'products', slug: string) =>
  `/${language}/ecommerce/${plural}/${encodeURIComponent(slug)}`;

/** Records as cards in CARD_GRID (`render` draws one), or what an empty list says. */
export function RecordGrid<T extends { id: string }>({
  items,
  language,
  render,
  ...data
}: {
  items: readonly T[];
  language: Language;
  render(item: T): ReactNode;
} & Record<`data-${string}`, string>) {
  if (!items.length) return <NoFoundItems language={language} />;
  return (
    <ul role="list" className={CARD_GRID} {...data}>
      {items.map((item) => (
        <li key={item.id}>{render(item)}</li>
      ))}
    </ul>
  );
}
