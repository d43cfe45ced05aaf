// The receipt's and distributor ordering's calls (spec 2 §7): send the receipt, submit order-entry lines.
import { SuccessAnswerSchema } from '../schemas/orders';
import { DistributorOrderAnswerSchema } from '../schemas/receipt';
import { call } from '../../api/client';
import { endpoint } from '../../api/endpoints';
import { callUrl, type FormValue } from '../../api/form';

/** POST /pos/order/send?order_id= {document: Receipt|Invoice, the notification form}. */
export function sendReceipt(orderId: number, form: Record<string, FormValue>) {
  return call(SuccessAnswerSchema, callUrl(endpoint('pos_order'), 'send', { order_id: orderId }), { form });
}

export interface OrderEntryLine {
  aaia: string;
  mpn: string;
  orderQuantity: number;
  selectedLocations: { warehouseCode: string; quantity: number }[];
}

/**
 * POST /pos/order/submitDistributorOrder?order_id= {submission_key, lines[i][aaia|mpn|orderQuantity],
 * lines[i][selectedLocations][j][warehouseCode|quantity]}: the same key answers the first submission's purchase orders.
 */
export function submitDistributorOrder(orderId: number, lines: OrderEntryLine[], submissionKey: string) {
  return call(
    DistributorOrderAnswerSchema,
    callUrl(endpoint('pos_order'), 'submitDistributorOrder', { order_id: orderId }),
    { form: { submission_key: submissionKey, lines: lines as unknown as FormValue } },
  );
}
