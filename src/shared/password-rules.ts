/** Shortest password accepted (the spec's minimum) and longest (room for passphrases, bounded hashing work). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
