import type { Language } from '@/shared/languages';
import type { FeatureContent } from '@/server/modules/website-builder/widget-content.service';
import { NoFoundItems } from '../shared/no-found-items';
import { FeatureCard, MediaCard } from './feature-card';

/** A card's width: a third of the 72 rem container from 1024 px, half from 640 px, the screen below. */
export const CARD_SIZES = '(min-width: 1024px) 352px, (min-width: 640px) 50vw, 100vw';

/**
 * Features as cards in a grid, each by its variant or all as `card`; or «No found items». Four cards stand in four
 * columns on wide screens (a row of figures), any other number in three.
 */
export function FeatureGrid({
  features,
  language,
  card = FeatureCard,
}: {
  features: readonly FeatureContent[];
  language: Language;
  card?: typeof FeatureCard | typeof MediaCard;
}) {
  if (!features.length) return <NoFoundItems language={language} />;
  const Card = card;
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 ${features.length === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`} data-features="">
      {features.map((feature) => (
        <li key={feature.id} className="min-w-0">
          <Card feature={feature} language={language} sizes={CARD_SIZES} />
        </li>
      ))}
    </ul>
  );
}
