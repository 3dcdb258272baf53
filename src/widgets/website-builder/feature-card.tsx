import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { localized } from '@/shared/localized-text';
import type { Language } from '@/shared/languages';
import { cn } from '@/lib/utils';
import type { PublicFile } from '@/server/modules/file-storage/widget-content.service';
import type { FeatureContent } from '@/server/modules/website-builder/widget-content.service';
import { RichText } from '../shared/rich-text';
import { ContactValue } from './contact-value';
import { FramedFile, LogoFile } from './files';
import { SiteAnchor } from './site-anchor';
import { websiteBuilderDictionary } from './dictionary';
import { ArrowUpRightIcon, QuoteIcon } from '../shared/icons';

interface CardProps {
  feature: FeatureContent;
  language: Language;
  /** How wide the card is on screen (its picture's `sizes`). */
  sizes: string;
}

const description = 'text-sm text-muted-foreground md:text-base';
const heading = 'font-heading text-xl leading-snug';

/** A small picture (an svg, or at most 256 px wide) is an icon; a larger one a photo across the card's top. */
const isIcon = (file: PublicFile) =>
  file.mimeType === 'image/svg+xml' || /\.svg(\?|#|$)/i.test(file.file) || (file.width !== null && file.width <= 256);

/** `default`: icon or photo, title, subtitle and description. */
function DefaultCard({ feature, language, sizes }: CardProps) {
  const { file } = feature;
  const title = localized(feature.title, language);
  const subtitle = localized(feature.subtitle, language);
  return (
    <Card className={cn('h-full gap-4 overflow-hidden', file && !isIcon(file) && 'pt-0', feature.className)}>
      {file && !isIcon(file) ? <FramedFile file={file} sizes={sizes} className="rounded-none" /> : null}
      <div className="space-y-3 px-6">
        {file && isIcon(file) ? <LogoFile file={file} heightPx={48} className="h-12" alt="" /> : null}
        {title ? <h3 className={heading}>{title}</h3> : null}
        {subtitle ? <p className="text-sm font-medium text-primary">{subtitle}</p> : null}
        <RichText value={feature.description} language={language} className={description} />
      </div>
    </Card>
  );
}

/** `statistic-default`: the title as a large figure, the subtitle as its label. */
function StatisticCard({ feature, language }: CardProps) {
  return (
    <Card className={cn('h-full gap-2 px-6', feature.className)}>
      <p className="font-heading text-4xl leading-none text-primary md:text-5xl">{localized(feature.title, language)}</p>
      <p className="font-medium">{localized(feature.subtitle, language)}</p>
      <RichText value={feature.description} language={language} className={cn(description, 'mt-2')} />
    </Card>
  );
}

/** `quote-default`: the description quoted, its author (title) and role (subtitle) under it. */
function QuoteCard({ feature, language }: CardProps) {
  const author = localized(feature.title, language);
  const role = localized(feature.subtitle, language);
  return (
    <Card className={cn('h-full px-6', feature.className)}>
      <figure className="flex h-full flex-col gap-4">
        <QuoteIcon aria-hidden className="size-8 text-primary/60" />
        <blockquote className="flex-1">
          <RichText value={feature.description} language={language} className="font-heading text-lg italic" />
        </blockquote>
        {author || role ? (
          <figcaption className="text-sm">
            {author ? <span className="block font-semibold">{author}</span> : null}
            {role ? <span className="block text-muted-foreground">{role}</span> : null}
          </figcaption>
        ) : null}
      </figure>
    </Card>
  );
}

/**
 * `media-default`: a publication about the foundation: outlet (subtitle), headline (title), excerpt, and a link
 * to it when the slug holds `:` (a url). The link's text is the same on every card: it is described by the headline.
 */
export function MediaCard({ feature, language, sizes }: CardProps) {
  const outlet = localized(feature.subtitle, language);
  const headline = localized(feature.title, language);
  const headingId = `feature-${feature.id}-title`;
  return (
    <Card className={cn('h-full gap-4 overflow-hidden', feature.file && 'pt-0', feature.className)}>
      {feature.file ? <FramedFile file={feature.file} sizes={sizes} className="rounded-none" /> : null}
      <div className="flex flex-1 flex-col gap-3 px-6">
        {outlet ? <p className="text-sm font-semibold tracking-wide text-primary uppercase">{outlet}</p> : null}
        {headline ? (
          <h3 id={headingId} className={heading}>
            {headline}
          </h3>
        ) : null}
        <RichText value={feature.description} language={language} className={cn(description, 'flex-1')} />
        {feature.slug.includes(':') ? (
          <SiteAnchor
            url={feature.slug}
            language={language}
            aria-describedby={headline ? headingId : undefined}
            className="inline-flex items-center gap-1.5 self-start rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            {websiteBuilderDictionary(language).readAtSource}
            <ArrowUpRightIcon aria-hidden className="size-4" />
          </SiteAnchor>
        ) : null}
      </div>
    </Card>
  );
}

/** `contacts-default`: the label (subtitle, such as «Телефон») over the value (title), an email or phone linked. */
function ContactCard({ feature, language }: CardProps) {
  const value = localized(feature.title, language);
  return (
    <Card className={cn('h-full gap-2 px-6', feature.className)}>
      <p className="text-sm font-medium text-muted-foreground">{localized(feature.subtitle, language)}</p>
      {value ? <ContactValue value={value} className="text-lg font-medium" /> : null}
      <RichText value={feature.description} language={language} className={description} />
    </Card>
  );
}

const CARDS: Partial<Record<string, (props: CardProps) => ReactNode>> = {
  'statistic-default': StatisticCard,
  'quote-default': QuoteCard,
  'media-default': MediaCard,
  'contacts-default': ContactCard,
};

/** A feature drawn by its variant; an unknown variant as the default card. */
export function FeatureCard(props: CardProps) {
  const Variant = (Object.hasOwn(CARDS, props.feature.variant) && CARDS[props.feature.variant]) || DefaultCard;
  return <Variant {...props} />;
}
