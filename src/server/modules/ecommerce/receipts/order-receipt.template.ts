import { z } from 'zod';
import { LANGUAGES } from '../../../../shared/languages';
import { idOf } from '../../../../shared/registry/zod-fields';
import type { FileTemplate } from '../../file-storage';
import { RECEIPT_SIZE, receiptTree } from './order-receipt.layout';
import { RECEIPT_WORDS, receiptData } from './receipt-data';

const orderReceiptInput = z.strictObject({
  orderId: idOf('orderId'),
  language: z.enum(LANGUAGES, { error: `language must be one of ${LANGUAGES.join(', ')}` }).optional(),
});

/**
 * An order's receipt, 1500 × 1500, filling its page: the payee's legal details at the head, the receipt's number and
 * date, the donor, the payment method (a test payment says it moves no money), the projects with their amounts and the
 * total, the payee's bank details at the foot; in the language the payer checked out in.
 */
export const orderReceiptTemplate: FileTemplate<z.infer<typeof orderReceiptInput>> = {
  variant: 'generate-template-ecommerce-order-receipt-default',
  ...RECEIPT_SIZE,
  input: orderReceiptInput,
  async draw(db, { orderId, language }) {
    const data = await receiptData(db, orderId, language);
    const words = RECEIPT_WORDS[data.language];
    return {
      name: `receipt-${data.number.toLowerCase()}`,
      adminTitle: `${words.receipt} ${data.number}`,
      alt: `${words.receipt} ${words.number} ${data.number}`,
      element: receiptTree(data),
    };
  },
};
