/** Every visible word of the command palette, in English and Russian (English is the reference shape). */
const en = {
  title: 'Command palette',
  description: 'Go to a table, or find a record. Type “entity: text” to search another table.',
  placeholder: 'Go to… or “pages: about”',
  inputLabel: 'Search tables and records',
  results: 'Results',
  records: (entity: string) => `Records: ${entity}`,
  searching: 'Searching…',
  noRecords: 'No records found',
  nothing: 'Nothing found',
  failed: 'The search failed:',
  close: 'Close',
};

export type CommandPaletteWords = typeof en;

const ru: CommandPaletteWords = {
  title: 'Командная палитра',
  description: 'Перейти к таблице или найти запись. «сущность: текст» ищет в другой таблице.',
  placeholder: 'Перейти… или «pages: about»',
  inputLabel: 'Поиск таблиц и записей',
  results: 'Результаты',
  records: (entity) => `Записи: ${entity}`,
  searching: 'Ищем…',
  noRecords: 'Записей не найдено',
  nothing: 'Ничего не найдено',
  failed: 'Поиск не удался:',
  close: 'Закрыть',
};

export const commandPaletteWords = (language: string): CommandPaletteWords => (language === 'ru' ? ru : en);
