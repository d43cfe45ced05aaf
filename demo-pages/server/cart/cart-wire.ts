/** A cart line as the wire carries it (spec 1 §3 Product): what the cart, its totals and the coupon rules read. */
import type { SelectedOption } from '../storefront/options';
import type { Labor, PackageRef } from '../core/types';

export interface CartProductWire {
  key: string;
  product_id: number;
  name: string;
  model: string;
  part_number: string;
  manufacturer: string;
  aaia: string;
  mpn: string;
  sku: string;
  quantity: number;
  minimum: number;
  /** Spec 1 §3: the unit price, and `price` / `price_text` for the line (unit x quantity), as OpenCart's cart sends them. */
  unit_price: number;
  unit_price_text: string;
  price: number;
  price_text: string;
  special_text: string;
  taxable: boolean;
  thumbnails: { primary: string; cart: string };
  links: { view: string; manufacturer: string };
  selected_options: SelectedOption[];
  stock: number;
  enough_inventory: boolean;
  show_stock_warning: boolean;
  oos_text: string;
  labor: Labor | null;
  labor_price: number;
  labor_price_text: string;
  product_labor_key: string;
  labor_product: boolean;
  included_in: PackageRef[];
  category_levels: string[];
  /** POS: the catalog unit price before the clerk's edit. */
  original_unit_price: number;
  original_unit_price_text: string;
  po_number: string;
  rebates: { name: string; amount_text: string }[];
  custom_product: boolean;
}
