import 'server-only';
import { cache } from 'react';
import { AppError } from '../errors';
import { composePage } from '../modules/host/page-composition.service';
import { siteDatabase } from './site-database';

/**
 * The page at a url, read once per render (the frame, the page and its metadata share it); a url the page calls
 * refuse (too long, not storable text) is no page.
 */
export const loadPage = cache(async (url: string) => {
  try {
    return await composePage(siteDatabase(), url);
  } catch (error) {
    if (error instanceof AppError && error.status === 400) return null;
    throw error;
  }
});

/** The url a catch-all segment stands for, as Next.js hands it (a Cyrillic segment may come percent-encoded). */
export const urlOf = (segments: readonly string[] = []) => `/${segments.join('/')}`;
