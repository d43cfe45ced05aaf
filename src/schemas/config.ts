import * as v from 'valibot';
import { optionalFlag } from './flag';
import { VehicleStateSchema } from '../vehicle/schemas/vehicle';

/**
 * A design colour as a theme's settings write it: a hex colour, rgb()/hsl() or a colour name. Anything else (a stray
 * `;` or `url(`) is dropped to '' so the selector keeps its own colour and no CSS can be smuggled in.
 */
const COLOUR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([\d\s.,%/+-]+\)|[a-z]{3,30})$/i;
const designColour = () =>
  v.optional(
    v.pipe(
      v.string(),
      v.transform((s) => (COLOUR.test(s.trim()) ? s.trim() : '')),
    ),
    '',
  );

/** Vehicle configuration flags (spec 1 §3, spec 3 §3 vehicle lookup config). */
export const VehicleFlagsSchema = v.object({
  vehicle_lookup_enabled: optionalFlag(false),
  ymm_enabled: optionalFlag(true),
  ymm_heading: v.optional(v.string(), 'Select Your Vehicle'),
  ymm_tab_label: v.optional(v.string(), 'Year/Make/Model'),
  ymm_redirect: v.optional(v.string(), ''),
  ymm_page_refresh: optionalFlag(false),
  engine_family_enabled: optionalFlag(false),
  engine_family_tab_label: v.optional(v.string(), 'Engine'),
  enable_sub_model: optionalFlag(false),
  enable_body_type: optionalFlag(false),
  enable_bed_length: optionalFlag(false),
  enable_choices: optionalFlag(false),
  enable_aces_data_attributes: optionalFlag(false),
  require_fitment_confirmation: optionalFlag(false),
  show_universal: optionalFlag(false),
  ymm_popular_sort: v.optional(v.picklist([0, 1, '0', '1']), 0),
  // The design colours (spec 1 §3 "and design colours"; the spec names none): buttons and tabs, the text on a button,
  // the selector's background and its text.
  ymm_primary_color: designColour(),
  ymm_primary_text_color: designColour(),
  ymm_background_color: designColour(),
  ymm_text_color: designColour(),
});

/** Payment settings flags (spec 2 §3). */
export const PaymentFlagsSchema = v.object({
  paymentCard: optionalFlag(false),
  paymentCardDatacap: optionalFlag(false),
  paymentCardPayjunction: optionalFlag(false),
  paymentInvoiceEcommerce: optionalFlag(false),
  paymentCash: optionalFlag(false),
  paymentVoucher: optionalFlag(false),
  paymentCheck: optionalFlag(false),
  paymentStoreCredit: optionalFlag(false),
  po_numbers: optionalFlag(false),
  require_po_numbers: optionalFlag(false),
});

/** Where each server area lives; a base ends where the call name starts (`{base}getData`). */
export const EndpointsSchema = v.object({
  cart: v.optional(v.string(), '/checkout/cart/'),
  compare: v.optional(v.string(), '/product/compare/'),
  wishlist: v.optional(v.string(), '/account/wishlist/'),
  ymm: v.optional(v.string(), '/ymm/json/'),
  /** The legacy vehicle form's lists (spec 1 §7): relative to the page, as the old theme wrote it. */
  ymm_legacy: v.optional(v.string(), '../catalog/index.php?route=ymm/json/'),
  products: v.optional(v.string(), '/api/products/'),
  inventory: v.optional(v.string(), '/api/inventory/'),
  customer: v.optional(v.string(), '/api/customer/'),
  customer_vehicle: v.optional(v.string(), '/api/customer_vehicle/'),
  // The customer editor's tabs (spec 3 §7 "Customer tabs") and the IP-lookup service ({base}{ip}/json, ipinfo.io's protocol).
  customer_order: v.optional(v.string(), '/api/customer_order/'),
  customer_return: v.optional(v.string(), '/api/customer_return/'),
  customer_history: v.optional(v.string(), '/api/customer_history/'),
  customer_credit: v.optional(v.string(), '/api/customer_credit/'),
  customer_ip: v.optional(v.string(), '/api/customer_ip/'),
  customer_tag: v.optional(v.string(), '/api/customer_tag/'),
  ip_lookup: v.optional(v.string(), 'https://ipinfo.io/'),
  order: v.optional(v.string(), '/api/order/'),
  localization: v.optional(v.string(), '/api/localization/'),
  /** Store locator (issue 6): find_dealer, reset_store; ZIP geocoding; product page calls; the captcha image. */
  dealer_locator: v.optional(v.string(), '/index.php?route=module/dealer_locator/'),
  location: v.optional(v.string(), '/api/location/'),
  product_page: v.optional(v.string(), '/index.php?route=product/product/'),
  captcha: v.optional(v.string(), '/index.php?route=tool/captcha'),
  /** Custom forms (issue 17): getLocations, postSubmission. */
  forms: v.optional(v.string(), '/index.php?route=module/forms/'),
  register: v.optional(v.string(), '/account/register/'),
  appointments: v.optional(v.string(), '/api/appointments/'),
  /** POS appointment booking (issue 15): getAppointmentData, addAppointment, addVehicle, getBayBookings; the locked screen's login. */
  pos_appointment: v.optional(v.string(), '/pos/checkout/'),
  pos_login: v.optional(v.string(), '/pos/login'),
  cart_page: v.optional(v.string(), '/checkout/cart'),
  checkout_page: v.optional(v.string(), '/checkout/checkout'),
  login_page: v.optional(v.string(), '/account/login'),
  home_page: v.optional(v.string(), '/'),
  create_order: v.optional(v.string(), '/index.php?route=checkout/confirm/createOrder'),
  // POS (issue 7): PO numbers on cart lines, customer search source, and the POS pages the cart leads to.
  cart_api: v.optional(v.string(), '/api/cart/'),
  customer_search: v.optional(v.string(), '/pos/customer/search'),
  pos_checkout: v.optional(v.string(), '/pos/checkout'),
  pos_receipt: v.optional(v.string(), '/pos/order/receipt'),
  pos_customer_edit: v.optional(v.string(), '/pos/customer/edit'),
  // POS back office (issue 13): order calls (void, sendPaymentURL, setCustomer, histories, history) and the admin endpoint.
  pos_order: v.optional(v.string(), '/pos/order/'),
  admin: v.optional(v.string(), '/admin/index.php'),
});

/** The page's one config block: `<script type="application/json" id="parts-islands-config">`. */
export const PageConfigSchema = v.object({
  in_pos_mode: optionalFlag(false),
  kiosk_mode: optionalFlag(false),
  pro_mode: optionalFlag(false),
  guest_checkout: optionalFlag(true),
  logged_in: optionalFlag(false),
  login_for_pricing: optionalFlag(false),
  /** Text of the login link that replaces add to cart when guest checkout is off (spec 1 §2). */
  login_cta_text: v.optional(v.pipe(v.string(), v.minLength(1)), 'Log In to Purchase'),
  vehicle: v.optional(VehicleFlagsSchema, {}),
  /**
   * The shopper's saved vehicle as the server knows it (spec 1 §3 Vehicle state, getVehicle's answer). Optional: given,
   * the vehicle shows in the first render and no getVehicle call is made; absent, the vehicle is asked for.
   */
  saved_vehicle: v.optional(VehicleStateSchema),
  payment: v.optional(PaymentFlagsSchema, {}),
  /** The page's currency (ISO code): the currency switch's choice, in which every island formats money. */
  currency: v.optional(v.pipe(v.string(), v.length(3)), 'USD'),
  /**
   * One unit of the store's default currency in `currency` (OpenCart's currency value; 1 for the default currency): the
   * server's numbers stay in the default currency, and the islands convert them at this rate when they format them.
   */
  currency_rate: v.optional(
    v.pipe(v.union([v.number(), v.pipe(v.string(), v.transform(Number))]), v.number(), v.minValue(0.000001)),
    1,
  ),
  locale: v.optional(v.pipe(v.string(), v.minLength(2)), 'en-US'),
  endpoints: v.optional(EndpointsSchema, {}),
  /**
   * The staff session's token (POS pages only; "" elsewhere): the api client sends it in `X-Staff-Token` with every call
   * to the store's own origin, so the server can refuse a staff call that changes data and came from another site.
   */
  staff_token: v.optional(v.string(), ''),
  /** The hosted search service, read by the search bar with SearchConfigSchema (src/schemas/search.ts). */
  search: v.optional(v.record(v.string(), v.unknown()), {}),
});

export type PageConfig = v.InferOutput<typeof PageConfigSchema>;
export type PageConfigInput = v.InferInput<typeof PageConfigSchema>;
export const CONFIG_ELEMENT_ID = 'parts-islands-config';
