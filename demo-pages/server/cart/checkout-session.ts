/** What a session holds for checkout besides its cart lines: codes, gift certificates, store credit, checkout fields. */
import type { GiftCertificateLine } from './cart';

export const CHECKOUT_FIELDS = [
  'firstname',
  'lastname',
  'email',
  'telephone',
  'comment',
  'shipping_method',
  'payment_method',
] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];

export interface CheckoutSession {
  /** The applied coupon code; one at a time (applying another replaces it). */
  coupon: string | null;
  /** Applied gift voucher codes, in order. */
  vouchers: string[];
  /** Gift certificates bought in this cart (the cart's `vouchers` rows). */
  giftCertificates: GiftCertificateLine[];
  nextGiftCertificate: number;
  /** The customer whose store credit the shopper removed (removeCredit); their credit stays off in this session. */
  creditRemovedFor: number | null;
  /** setCheckoutData fields, plus payment_item_id from setPaymentData. */
  data: Partial<Record<CheckoutField | 'payment_item_id', string>>;
  /** The customer getCustomer found (not a sign-in: no store credit), recorded on the order. */
  identifiedCustomerId: number | null;
  /**
   * QA toggle (POST /__demo/card-terminal): how this session's POS card payments are answered. `auto`: the terminal
   * decides by the amount's cents; `manual`: it waits for QA's tap; `no-record`: at once, the transaction without a
   * terminal record.
   */
  cardTerminal: 'auto' | 'manual' | 'no-record';
}

export function newCheckoutSession(): CheckoutSession {
  return {
    coupon: null,
    vouchers: [],
    giftCertificates: [],
    nextGiftCertificate: 1,
    creditRemovedFor: null,
    data: {},
    identifiedCustomerId: null,
    cardTerminal: 'auto',
  };
}
