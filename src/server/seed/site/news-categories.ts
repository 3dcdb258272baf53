import type { ImageKey } from './build';
import type { ProjectKey } from './project-list';
import type { Block, Localized, Text } from './rich-text';

export const CATEGORIES = {
  restoration: {
    slug: 'restoration',
    title: { ru: 'Реставрация', en: 'Restoration' },
    description: {
      ru: 'Как идут работы на наших объектах: от первых обмеров до последней лемешины.',
      en: 'How the work on our sites is going, from the first measurements to the last shingle.',
    },
  },
  expeditions: {
    slug: 'expeditions',
    title: { ru: 'Экспедиции', en: 'Expeditions' },
    description: {
      ru: 'Поездки по деревням Севера, находки в архивах и новые постройки в нашем каталоге.',
      en: 'Trips to northern villages, archive finds and new buildings in our catalogue.',
    },
  },
  events: {
    slug: 'foundation-news',
    title: { ru: 'События фонда', en: 'Foundation news' },
    description: {
      ru: 'Волонтёрские лагеря, отчёты, праздники на восстановленных постройках.',
      en: 'Volunteer camps, reports, celebrations at restored buildings.',
    },
  },
} as const satisfies Record<string, { slug: string; title: Text; description: Text }>;

export type CategoryKey = keyof typeof CATEGORIES;

export interface ArticleSpec {
  slug: string;
  adminTitle: string;
  image: ImageKey;
  categories: readonly CategoryKey[];
  /** The projects the article is about. */
  projects: readonly ProjectKey[];
  title: Text;
  subtitle: Text;
  body: Localized<readonly Block[]>;
  /** When it came out (its createdAt, which news cards show): `YYYY-MM-DD`. */
  published: string;
  /** Shown only to the friends of the foundation (a role permitted to read private article content). */
  privateContent?: Localized<readonly Block[]>;
}
