/**
 * The file variants the server draws from a template (platform spec, "File": default plus three generate-template
 * ones): `POST /api/file-storage/files/generate` takes one of them, and the file it makes carries it as its variant.
 */
export const FILE_TEMPLATE_VARIANTS = [
  'generate-template-opengraph-image-default',
  'generate-template-ecommerce-order-receipt-default',
  'generate-template-ecommerce-product-attachment-default',
] as const;

export type FileTemplateVariant = (typeof FILE_TEMPLATE_VARIANTS)[number];

/** An order's receipt: a 1500 × 1500 PNG drawn when the order is approved (commerce spec, section 4). */
export const ORDER_RECEIPT_VARIANT = 'generate-template-ecommerce-order-receipt-default' satisfies FileTemplateVariant;
