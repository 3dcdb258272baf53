import type { Language } from '@/shared/languages';

/** The donor's own pages, behind the /{language} prefix (the seed's pages of the shop). */
export function ecommercePaths(language: Language) {
  return {
    /** «Мои пожертвования»: the subject's donations and cart. */
    donations: `/${language}/ecommerce/orders`,
  };
}
