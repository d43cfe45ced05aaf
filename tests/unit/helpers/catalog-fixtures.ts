import type { ListingProductInput } from '../../../src/schemas/product';

/** A listing product as the server renders it into a product-grid's props. */
export function listingProduct(overrides: Partial<ListingProductInput> = {}): ListingProductInput {
  const id = overrides.product_id ?? 1;
  return {
    product_id: id,
    name: `Part ${id}`,
    sku: `SKU-${id}`,
    manufacturer: 'Ironclad Brakeworks',
    part_number: `IR-${id}`,
    aaia: 'IRBK',
    mpn: `IR-${id}`,
    short_description: 'A fine part.',
    category_levels: ['Brakes', 'Brake Pads', 'Ceramic', 'Front', 'Extra'],
    thumbnails: { primary: `/image/product/${id}.svg` },
    links: { view: `/product/product?product_id=${id}`, manufacturer: '/product/manufacturer/info?manufacturer_id=11' },
    rating: 4,
    reviews: 12,
    price: 64.99,
    price_text: '$64.99',
    ...overrides,
  };
}
