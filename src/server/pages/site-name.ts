import 'server-only';
import { cache } from 'react';
import type { Language } from '@/shared/languages';
import { siteName } from '../modules/host';
import { siteDatabase } from './site-database';

/**
 * The site's name in a language (its home page's Open Graph site name; empty when it has none), for the tab titles of
 * the pages that are not records of `host.pages` (the accounts pages). Public, the same for every visitor: read from
 * the site's database as the frame's widgets are. Once per render.
 */
export const siteNameIn = cache((language: Language): Promise<string> => siteName(siteDatabase(), language));
