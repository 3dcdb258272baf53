import type { Text } from './rich-text';

/**
 * Who the site speaks for. The Russian name and description are also the home page's Russian metadata title and
 * description: the site's title and description constants (spec, section 1).
 */
export const FOUNDATION = {
  name: { ru: 'Фонд «Венец»', en: 'Venets Foundation' },
  /** The navbar's brand: a венец is one course of logs of a log house, the part the foundation most often replaces. */
  shortName: { ru: 'Венец', en: 'Venets' },
  description: {
    ru: 'Фонд «Венец» спасает деревянные храмы, часовни, усадьбы и мельницы Русского Севера вместе с плотниками, реставраторами, исследователями и волонтёрами.',
    en: 'The Venets Foundation saves the wooden churches, chapels, manors and mills of the Russian North together with carpenters, restorers, researchers and volunteers.',
  },
  copyright: { ru: '© 2026 Фонд «Венец»', en: '© 2026 Venets Foundation' },
} as const satisfies Record<string, Text>;
