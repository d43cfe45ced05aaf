// The pages of the crawl (issue 12) and each one's budget of JS loaded with the page (KiB, brotli): the size tests
// assert the budgets, the benchmark runs Lighthouse on every one of them.
const VEHICLE = 'demo_vehicle.vehicle_lookup_enabled=1';

export const CRAWL = [
  ['/product/product?product_id=1', 75],
  [`/product/product?product_id=1&${VEHICLE}`, 75],
  [`/product/product?product_id=4&${VEHICLE}`, 75],
  ['/product/catalog', 90],
  [`/product/catalog?${VEHICLE}`, 90],
  ['/checkout/cart', 90],
  [`/checkout/cart?${VEHICLE}`, 90],
  ['/checkout/cart?demo_in_pos_mode=1', 90],
  ['/common/home', 90],
  [`/common/home?${VEHICLE}`, 90],
  ['/information/locator', 90],
  ['/information/contact', 90],
  ['/product/compare', 90],
  ['/account/register', 90],
  ['/product/search?search=brake', 90],
];
