// The cart page's POS parts (staff only), loaded in POS mode only: shoppers' cart pages never fetch this code.
export { PosCartTools } from './pos-custom-items';
export { PosCustomerPanel } from './pos-customer';
export { PosLineTools } from './pos-line-edits';
export { PosOrderActions } from './pos-orders';
