/** The seed data, bundled as JSON modules; every reset takes a fresh deep copy. */
import productsJson from '../../seed/products.json';
import vehiclesJson from '../../seed/vehicles.json';
import fitmentJson from '../../seed/fitment.json';
import locationsJson from '../../seed/locations.json';
import customersJson from '../../seed/customers.json';
import ordersJson from '../../seed/orders.json';
import codesJson from '../../seed/codes.json';
import checkoutJson from '../../seed/checkout.json';
import posJson from '../../seed/pos.json';
import type { CheckoutOptions, CodesSeed } from '../cart/codes';
import type { Category, Customer, FitmentRule, Location, Manufacturer, Order, Product, VehiclesSeed } from './types';

export interface Seed {
  products: Product[];
  manufacturers: Manufacturer[];
  categories: Category[];
  laborRates: { labor_id: number; title: string; amount: number }[];
  vehicles: VehiclesSeed;
  fitment: FitmentRule[];
  locations: Location[];
  customers: Customer[];
  orders: Order[];
  /** Coupons and gift vouchers (codes.json). */
  codes: CodesSeed;
  /** Shipping and payment methods, financing items (checkout.json). */
  checkout: CheckoutOptions;
  /** Tax classes, customer groups, new-customer settings, countries and zones (pos.json). */
  pos: PosSeed;
}

export interface PosSeed {
  tax_classes: { tax_class_id: number; title: string }[];
  customer_groups: { customer_group_id: number; name: string }[];
  customer_settings: { require_email: boolean; require_telephone: boolean; require_address: boolean };
  countries: { country_id: number; name: string }[];
  zones: { zone_id: number; country_id: number; name: string }[];
  /** The customer editor's custom fields (spec 3 §3), account and address ones. */
  custom_fields: {
    custom_field_id: number;
    name: string;
    type: string;
    location: 'account' | 'address';
    custom_field_value: { custom_field_value_id: number; name: string }[];
  }[];
}

const products = productsJson as unknown as {
  products: Product[];
  manufacturers: Manufacturer[];
  categories: Category[];
  labor_rates: Seed['laborRates'];
};

const SEED: Seed = {
  products: products.products,
  manufacturers: products.manufacturers,
  categories: products.categories,
  laborRates: products.labor_rates,
  vehicles: vehiclesJson as unknown as VehiclesSeed,
  fitment: (fitmentJson as unknown as { fitment: FitmentRule[] }).fitment,
  locations: (locationsJson as unknown as { locations: Location[] }).locations,
  customers: (customersJson as unknown as { customers: Customer[] }).customers,
  orders: (ordersJson as unknown as { orders: Order[] }).orders,
  codes: codesJson as unknown as CodesSeed,
  checkout: checkoutJson as unknown as CheckoutOptions,
  pos: posJson as unknown as PosSeed,
};

export function freshSeed(): Seed {
  return structuredClone(SEED);
}
