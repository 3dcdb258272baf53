/** Every visible text of the command palette: the admin's screens are in English (the content shows in the admin's language). */
export const COMMAND_PALETTE_DICTIONARY = {
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
