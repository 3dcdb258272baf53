import { MAX_DATA_BYTES, MAX_VALUE_LENGTH } from '@/shared/crm-field-rules';
import type { Language } from '@/shared/languages';

/** The answers' total limit in whole kilobytes, as people read it. */
const MAX_DATA_KB = Math.floor(MAX_DATA_BYTES / 1024);

/** The CRM form's own words (not content): the button, the browser-side checks, and what a submission ends in. */
export const CRM_WIDGET_DICTIONARY = {
  en: {
    send: 'Send',
    sending: 'Sending…',
    required: 'Required',
    enterNumber: 'Enter a number',
    tooLong: `At most ${MAX_VALUE_LENGTH} characters`,
    tooLarge: `The answers together are too long (at most ${MAX_DATA_KB} KB): shorten the longest ones`,
    submitted: 'Form submitted successfully',
    checkFields: 'Check the highlighted fields',
    failed: 'The form could not be sent',
    offline: 'The form could not be sent: check your connection and try again',
  },
  ru: {
    send: 'Отправить',
    sending: 'Отправка…',
    required: 'Обязательное поле',
    enterNumber: 'Введите число',
    tooLong: `Не более ${MAX_VALUE_LENGTH} символов`,
    tooLarge: `Ответы вместе слишком длинные (не более ${MAX_DATA_KB} КБ): сократите самые длинные`,
    submitted: 'Форма успешно отправлена',
    checkFields: 'Проверьте отмеченные поля',
    failed: 'Не удалось отправить форму',
    offline: 'Не удалось отправить форму: проверьте подключение и попробуйте ещё раз',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type CrmWidgetDictionary = (typeof CRM_WIDGET_DICTIONARY)[Language];

export const crmWidgetDictionary = (language: Language): CrmWidgetDictionary => CRM_WIDGET_DICTIONARY[language];
