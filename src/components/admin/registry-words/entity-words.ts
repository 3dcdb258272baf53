/**
 * Which name of an entity a place shows: `plural` names its records as a whole (a table's heading, the model
 * browser: `Pages`); `one` names one record inside a phrase, after a colon, so it starts in lower case (`New page`,
 * `Новая запись: страница`: Russian puts the name after a colon to need no gender agreement).
 */
export type EntityNameForm = 'plural' | 'one';

export type EntityWords = Record<EntityNameForm, string>;
