import * as v from 'valibot';
import { call } from './client';
import { endpoint } from './endpoints';

const CreateOrderSchema = v.object({ order_id: v.union([v.number(), v.string()]) });

/** The kiosk's order: always local pickup, paid on collection (spec 2 §4, §9). */
export const KIOSK_ORDER = { status: 'kiosk', shipping_method: 'local_pickup', payment_method: 'cod' } as const;

/** POST index.php?route=checkout/confirm/createOrder: answers order_id or error. */
export function createKioskOrder(): Promise<v.InferOutput<typeof CreateOrderSchema>> {
  return call(CreateOrderSchema, endpoint('create_order'), { form: { ...KIOSK_ORDER } });
}
