import { isTemplateVariant, type TemplateVariant } from './catalog';

/**
 * Older names of a kind a template record may carry: the spec names the order-status message `order-status-changed`
 * (commerce.md, "after invoice creation"), and a record of that name holds the words of the catalog's kind.
 */
export const LEGACY_VARIANTS: Readonly<Record<string, TemplateVariant>> = {
  'order-status-changed': 'generate-email-ecommerce-order-status-changed-default',
};

/** The kind whose words a record of `variant` holds: the catalog's own, a legacy name's, or none (`default`). */
export function kindOfRecordVariant(variant: string): TemplateVariant | undefined {
  if (isTemplateVariant(variant)) return variant;
  return Object.hasOwn(LEGACY_VARIANTS, variant) ? LEGACY_VARIANTS[variant] : undefined;
}

/** The record variants holding the words of `kind`: its catalog name, then its legacy names. */
export const recordVariantsOf = (kind: TemplateVariant): string[] => [
  kind,
  ...Object.keys(LEGACY_VARIANTS).filter((name) => LEGACY_VARIANTS[name] === kind),
];
