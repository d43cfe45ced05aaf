/** /product/catalog (15 per page) and the brand page /product/manufacturer/info. */
import { esc, mount } from '../html';
import type { Context } from '../router';
import type { Product } from '../types';
import { addToCartProps, notFound, priceBlock, purchasable, renderPage, REPLAY_BUTTON, stars } from './common';

export const PAGE_SIZE = 15;

export function productCard(product: Product): string {
  const action = product.requires_options
    ? `<p class="requires-options">Requires options to be selected</p><a class="btn btn-default" href="${esc(product.links.view)}">View Product</a>`
    : purchasable(product)
      ? mount('add-to-cart', { strategy: 'interaction', props: addToCartProps(product), fallback: REPLAY_BUTTON })
      : '';
  return `<li class="product-card">
<a href="${esc(product.links.view)}" class="product-thumb"><img src="${esc(product.thumbnails.primary)}" alt="${esc(product.name)}" width="200" height="200" loading="lazy"></a>
${product.is_new ? '<span class="badge badge-new">NEW!</span>' : ''}
<h2 class="product-title"><a href="${esc(product.links.view)}">${esc(product.name)}</a></h2>
<p class="brand"><a href="${esc(product.links.manufacturer)}">${esc(product.manufacturer)}</a> &middot; Part # ${esc(product.part_number)}</p>
<p class="short-description">${esc(product.short_description)}</p>
${priceBlock(product)}
${stars(product)}
${action}
</li>`;
}

function pagination(basePath: string, params: URLSearchParams, page: number, pages: number): string {
  if (pages <= 1) return '';
  const link = (n: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(n));
    return `${basePath}?${next.toString()}`;
  };
  const items: string[] = [];
  if (page > 1) items.push(`<li><a href="${esc(link(page - 1))}" rel="prev">Previous</a></li>`);
  for (let n = 1; n <= pages; n++) {
    items.push(n === page
      ? `<li class="active"><a href="${esc(link(n))}" aria-current="page">${n}</a></li>`
      : `<li><a href="${esc(link(n))}">${n}</a></li>`);
  }
  if (page < pages) items.push(`<li><a href="${esc(link(page + 1))}" rel="next">Next</a></li>`);
  return `<nav aria-label="Pagination"><ul class="pagination">${items.join('')}</ul></nav>`;
}

function listing(ctx: Context, title: string, products: Product[], basePath: string, keep: URLSearchParams): void {
  const pages = Math.max(1, Math.ceil(products.length / PAGE_SIZE));
  const page = Math.min(pages, Math.max(1, Number.parseInt(ctx.query.get('page') ?? '1', 10) || 1));
  const shown = products.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const from = products.length ? (page - 1) * PAGE_SIZE + 1 : 0;
  renderPage(ctx, {
    title,
    breadcrumb: [['Home', '/'], [title]],
    body: `<h1>${esc(title)}</h1>
<p class="results">Showing ${from} to ${from + shown.length - (shown.length ? 1 : 0)} of ${products.length} (${pages} Pages)</p>
<ul class="product-grid">${shown.map(productCard).join('\n')}</ul>
${pagination(basePath, keep, page, pages)}`,
  });
}

export function catalogPage(ctx: Context): void {
  listing(ctx, 'Catalog', ctx.state.data.products, '/product/catalog', new URLSearchParams());
}

export function manufacturerPage(ctx: Context): void {
  const id = Number(ctx.query.get('manufacturer_id'));
  const brand = ctx.state.data.manufacturers.find((m) => m.manufacturer_id === id);
  if (!brand) return notFound(ctx, 'Brand');
  const products = ctx.state.data.products.filter((p) => p.manufacturer_id === id);
  listing(ctx, brand.name, products, '/product/manufacturer/info', new URLSearchParams({ manufacturer_id: String(id) }));
}
