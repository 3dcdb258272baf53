import cronstrue from 'cronstrue';
// Registers Russian with cronstrue (English is built in); the other locales stay out of the admin's bundle.
import 'cronstrue/locales/ru';

/**
 * What a cron expression says, in words of `language` (cronstrue's: «В 03:23, только в понедельник»), times as
 * written (the schedules are UTC); undefined when it is no cron, so that a cell or a hint shows the text as it is.
 */
export function cronWords(expression: string, language: string): string | undefined {
  try {
    return cronstrue.toString(expression, { locale: language === 'ru' ? 'ru' : 'en', use24HourTimeFormat: true });
  } catch {
    return undefined;
  }
}
