import type { Language } from '@/shared/languages';

/** The social widgets' own words (not content). */
export const SOCIAL_WIDGET_DICTIONARY = {
  en: {
    chatsHeading: 'Chats',
    chatsNotice: 'Your chats with the foundation’s team will be shown here to members who are signed in.',
    signInPrompt: 'Not signed in yet?',
    signIn: 'Sign in',
  },
  ru: {
    chatsHeading: 'Чаты',
    chatsNotice: 'Здесь будут ваши чаты с командой фонда: они видны участникам, которые вошли в свой аккаунт.',
    signInPrompt: 'Ещё не вошли?',
    signIn: 'Войти',
  },
} as const satisfies Record<Language, Record<string, string>>;

export const socialWidgetDictionary = (language: Language) => SOCIAL_WIDGET_DICTIONARY[language];
