import 'server-only';
import { cache } from 'react';
import { currentPayee, type Payee } from '../modules/billing';
import { siteDatabase } from './site-database';

export type { Payee };

/**
 * The foundation's legal and bank details (billing's payee record; null when none is kept), for the contacts page.
 * Public, the same for every visitor: read from the site's database as the widgets are. Once per render.
 */
export const payeeForPage = cache((): Promise<Payee | null> => currentPayee(siteDatabase()));
