/** Every visible text of the relation select: the admin's screens are in English (the content shows in the admin's language). */
export const RELATION_SELECT_DICTIONARY = {
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
