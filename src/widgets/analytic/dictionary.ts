import type { FigureMetric, FigurePeriod } from '@/shared/analytic-figures';
import type { Language } from '@/shared/languages';

/** An analytic widget's own words: what its figure counts and over which days, for a widget with no title of its own. */
export const ANALYTIC_DICTIONARY = {
  en: {
    metrics: {
      'donations-amount': 'Raised on the site',
      donations: 'Donations',
      'new-friends': 'Friends of the foundation',
      registrations: 'People registered',
    } satisfies Record<FigureMetric, string>,
    periods: {
      'all-time': '',
      'this-year': 'this year',
      'this-month': 'this month',
      'last-30-days': 'in the last 30 days',
    } satisfies Record<FigurePeriod, string>,
    progress: 'Progress towards the goal',
    /** «1,200 of 10,000, 12%»: the bar's words for a screen reader. */
    ofGoal: (value: string, goal: string, percent: string) => `${value} of ${goal}, ${percent}`,
    goal: (goal: string) => `Goal: ${goal}`,
  },
  ru: {
    metrics: {
      'donations-amount': 'Собрано на сайте',
      donations: 'Пожертвований',
      'new-friends': 'Друзей фонда',
      registrations: 'Зарегистрировались',
    } satisfies Record<FigureMetric, string>,
    periods: {
      'all-time': '',
      'this-year': 'с начала года',
      'this-month': 'с начала месяца',
      'last-30-days': 'за 30 дней',
    } satisfies Record<FigurePeriod, string>,
    progress: 'Путь к цели',
    ofGoal: (value: string, goal: string, percent: string) => `${value} из ${goal}, ${percent}`,
    goal: (goal: string) => `Цель: ${goal}`,
  },
} as const;

export const analyticDictionary = (language: Language) => ANALYTIC_DICTIONARY[language];
