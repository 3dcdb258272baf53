import { cloudPaymentsApiProvider, type CloudPaymentsCredentials } from '../cloudpayments/cloudpayments-provider';

/**
 * TipTop Pay (Kazakhstan): the CloudPayments API under its own host, with its own public id and API secret; its
 * subscriptions too, as that API has them (docs/decisions/0043).
 */
export const TIPTOPPAY_API_URL = 'https://api.tiptoppay.kz';

export const tipTopPayProvider = (credentials: CloudPaymentsCredentials) =>
  cloudPaymentsApiProvider({ name: 'tiptoppay', title: 'TipTop Pay', apiUrl: TIPTOPPAY_API_URL, ...credentials });
