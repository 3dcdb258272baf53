/** Cards in one column on a phone, two from 640 px, three from 1024 px (every module's card lists). */
export const CARD_GRID = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3';
