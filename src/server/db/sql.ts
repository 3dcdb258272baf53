/** A name (table, column, channel) as SQL text: in double quotes, any double quote in it doubled. */
export const quote = (identifier: string): string => `"${identifier.replaceAll('"', '""')}"`;

/** A text as an SQL string literal: in single quotes, any single quote in it doubled. */
export const literal = (text: string): string => `'${text.replaceAll("'", "''")}'`;
