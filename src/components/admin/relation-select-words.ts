/** Every visible word of the relation select, in English and Russian (English is the reference shape). */
const en = {
  choose: 'Choose…',
  none: 'None',
  search: 'Search…',
  searchLabel: (entity: string) => `Search ${entity}`,
  options: (entity: string) => `Choose from ${entity}`,
  loading: 'Loading…',
  noMatches: 'Nothing found',
  loadMore: 'Load more',
  loadingMore: 'Loading more…',
  createNew: 'Create new…',
  createTitle: (entity: string) => `New record: ${entity}`,
  missing: 'not found',
  missingTitle: 'This record no longer exists, or you may not read it',
  failed: 'Could not load the options:',
  close: 'Close',
};

export type RelationSelectWords = typeof en;

const ru: RelationSelectWords = {
  choose: 'Выберите…',
  none: 'Нет',
  search: 'Поиск…',
  searchLabel: (entity) => `Поиск: ${entity}`,
  options: (entity) => `Выбор из: ${entity}`,
  loading: 'Загрузка…',
  noMatches: 'Ничего не найдено',
  loadMore: 'Загрузить ещё',
  loadingMore: 'Загружаем ещё…',
  createNew: 'Создать…',
  createTitle: (entity) => `Новая запись: ${entity}`,
  missing: 'не найдено',
  missingTitle: 'Этой записи больше нет, или у вас нет права её читать',
  failed: 'Не удалось загрузить варианты:',
  close: 'Закрыть',
};

export const relationSelectWords = (language: string): RelationSelectWords => (language === 'ru' ? ru : en);
