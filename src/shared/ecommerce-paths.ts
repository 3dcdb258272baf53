import type { Language } from '@/shared/languages';

/** The donor's own pages, behind the /{language} prefix (the seed's pages of the shop). */
export function ecommercePaths(language: Language) {
  return {
    /** «Мои пожертвования»: the subject's donations and cart. */
    donations: `/${language}/ecommerce/orders`,
    /** One of the subject's donations, by one of its orders (docs/decisions/0053: shown to its owner only). */
    donation: (orderId: string) => `/${language}/ecommerce/orders/${encodeURIComponent(orderId)}`,
  };
}
