/** Shapes of the seed data the demo store ships (demo-pages/seed/*.json). */

export interface OptionValue {
  product_option_value_id: number;
  option_value_id: number;
  name: string;
  price: number;
  price_prefix: '+' | '-';
  price_text: string;
  image: string;
}

export type OptionType = 'checkbox' | 'image' | 'radio' | 'select' | 'text' | 'textarea' | 'date' | 'time' | 'datetime';

export interface ProductOption {
  product_option_id: number;
  option_id: number;
  name: string;
  type: OptionType;
  required: boolean;
  value: string;
  product_option_value: OptionValue[];
}

export interface Labor {
  /** Minutes. */
  time: number;
  data: { labor_id: number; title: string; amount: number; display_text: string };
}

export interface PackageComponent {
  product_id: number;
  manufacturer: string;
  model: string;
  name: string;
  links: { view: string };
  quantity_in_kit: number;
}

export interface PackageRef {
  product_id: number;
  name: string;
  links: { view: string };
}

export interface Product {
  product_id: number;
  sku: string;
  ean: string;
  name: string;
  short_name: string;
  short_description: string;
  description: string;
  manufacturer: string;
  manufacturer_id: number;
  model: string;
  part_number: string;
  mpn: string;
  aaia: string;
  aaia_brand_code: string;
  category_id: number;
  category_levels: string[];
  price: number;
  special: number | null;
  special_text: string;
  instant_rebate: number | null;
  instant_rebate_name: string;
  is_new: boolean;
  rating: number;
  reviews: number;
  show_install_graphic: boolean;
  disable_pricing: boolean;
  disable_pricing_notice: string;
  is_orderable: boolean;
  minimum: number;
  requires_options: boolean;
  options: ProductOption[];
  labor: Labor | null;
  is_package: boolean;
  is_package_component: boolean;
  package: { components: PackageComponent[] } | null;
  included_in: PackageRef[];
  /** Stock per location_id. */
  stock: Record<string, number>;
  oos_text: string;
  weight: number;
  dimensions: { length: number; width: number; height: number };
  taxable: boolean;
  thumbnails: { primary: string; cart: string };
  links: { view: string; manufacturer: string };
}

export interface Manufacturer {
  manufacturer_id: number;
  name: string;
  aaia: string;
}

export interface Category {
  category_id: number;
  parent_id: number;
  name: string;
  path: string[];
}

export interface ProductsSeed {
  manufacturers: Manufacturer[];
  categories: Category[];
  products: Product[];
}

export interface Named {
  id: number;
  name: string;
}

export interface VehicleModel {
  ModelID: number;
  MakeID: number;
  ModelName: string;
  year_from: number;
  year_to: number;
  sub_models: { SubModelID: number; SubModelName: string }[];
  body_types: { BodyTypeID: number; BodyTypeName: string }[];
  bed_lengths: { BedLengthID: number; BedLengthName: string }[];
  /** EngineSizeIDs offered in this model. */
  engine_size_ids: number[];
}

export interface VehiclesSeed {
  years: number[];
  makes: { MakeID: number; MakeName: string }[];
  models: VehicleModel[];
  engine_mfrs: { EngineMfrID: number; EngineMfrName: string }[];
  engine_families: { EngineFamilyID: number; EngineMfrID: number; EngineFamilyName: string }[];
  engine_sizes: { EngineSizeID: number; EngineFamilyID: number; EngineSizeName: string }[];
  popular: { MakeID: number; MakeName: string; models: { ModelID: number; ModelName: string }[] }[];
}

export interface FitmentVehicleRule {
  MakeID: number;
  ModelID: number;
  year_from: number;
  year_to: number;
  /** When set, the part fits only these choices: the result is "maybe" until one is chosen. */
  SubModelID?: number[];
  BedLengthID?: number[];
}

export interface FitmentEngineRule {
  EngineMfrID: number;
  EngineFamilyID: number;
  EngineSizeID?: number[];
}

export interface FitmentRule {
  product_id: number;
  aaia: string;
  mpn: string;
  type: 'universal' | 'vehicle' | 'engine' | 'unknown';
  vehicles: FitmentVehicleRule[];
  engines: FitmentEngineRule[];
  notes: string;
}

export interface Location {
  location_id: number;
  name: string;
  location_name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  lat: number;
  lng: number;
  email_address: string;
  phone: string;
}

export interface YmmField {
  api_field: string;
  api_value: string;
  label_field: string;
  label_value: string;
}

export interface CustomerVehicle {
  vehicle_id: number;
  customer_id: number;
  title: string;
  vin: string;
  notes: string;
  display: string;
  ymm_data: { Year: YmmField; MakeID: YmmField; ModelID: YmmField } & Partial<Record<string, YmmField>>;
}

export interface Customer {
  customer_id: number;
  firstname: string;
  lastname: string;
  email: string;
  telephone: string;
  customer_group_id: number;
  is_pro: boolean;
  store_credit: number;
  texting_alerts: boolean;
  date_added: string;
  vehicles: CustomerVehicle[];
}

export type OrderStatus = 'saved' | 'kiosk' | 'outstanding_balance' | 'complete' | 'Voided';
/** The POS statuses (spec 2 §4), plus what the POS cart records: quotes, abandoned and cancelled orders. */
export type PosOrderStatus = OrderStatus | 'quote' | 'abandoned' | 'cancelled';

export interface OrderProduct {
  order_product_id: number;
  product_id: number;
  name: string;
  model: string;
  option: { name: string; value: string; option_price: string }[];
  quantity: number;
  price: number;
  total: number;
  po_number: string;
}

export interface Transaction {
  transaction_id: number;
  transaction_type: 'card' | 'online' | 'cash' | 'voucher' | 'check' | 'store_credit';
  amount: number;
  status: 'complete' | 'void';
  transaction_label: string;
  date_added: string;
}

/** A gift certificate sold on an order (spec 2 §3 "Voucher"): a line beside the products, not taxed. */
export interface OrderVoucher {
  description: string;
  amount: number;
  /** Given when the certificate is issued; a cart order's lines have none yet. */
  code?: string;
  original_amount?: number;
  message?: string;
  voucher_theme?: string;
}

/** Where an order ships, as OpenCart's order holds it (`shipping_*`). */
export interface ShippingAddress {
  shipping_firstname: string;
  shipping_lastname: string;
  shipping_company: string;
  shipping_address_1: string;
  shipping_address_2: string;
  shipping_city: string;
  shipping_postcode: string;
  shipping_zone: string;
  shipping_country: string;
}

export interface Order {
  order_id: number;
  date_added: string;
  customer_id: number;
  customer: string;
  email: string;
  telephone: string;
  pos_status: PosOrderStatus;
  status: string;
  cashier: string;
  location_id: number;
  products: OrderProduct[];
  totals: { code: string; title: string; value: number; text: string }[];
  total: number;
  amount_paid: number;
  balance_due: number;
  transactions: Transaction[];
  /** Appointments booked for this order (spec 2 §3 "Booked appointment"). */
  appointments?: { id: number; display_time: { start_date: string; start_time: string } }[];
  /** The vehicle the order is for, as text ("2007 GMC Canyon"; spec 2 §3 `order_ymm`); absent or empty: none. */
  order_ymm?: string;
  /** Gift certificates sold on the order (spec 2 §3 `vouchers`). */
  vouchers?: OrderVoucher[];
  /** The shipping address; absent: nothing ships (picked up at the counter). */
  shipping?: ShippingAddress;
  shipping_method?: string;
  /** spec 2 §3 `tax_exempt`, `tax_exempt_number`: the order was taxed as exempt. */
  tax_exempt?: boolean;
  tax_exempt_number?: string;
}
