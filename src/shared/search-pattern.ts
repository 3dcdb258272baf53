/** The ILIKE pattern that finds `text` anywhere: `%`, `_` and `\` in it taken literally. */
export const searchPattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
