// The demo store's InstantSearch.js page (/demo/instantsearch): Algolia's own front-end libraries, unchanged, pointed
// at the demo search service, as a theme developer would build a search page. Built apart from the islands bundle.
import { liteClient } from 'algoliasearch/lite';
import instantsearch from 'instantsearch.js';
import { configure, hits, pagination, refinementList, searchBox, stats } from 'instantsearch.js/es/widgets';

interface PageConfig {
  appId: string;
  apiKey: string;
  /** The service's origin; "" is this page's. */
  host: string;
  indexName: string;
}

interface PartHit {
  objectID: string;
  name: { default: string };
  manufacturer: string;
  part_number: string;
  price: number;
}

const config = JSON.parse(document.getElementById('instantsearch-config')!.textContent!) as PageConfig;
const origin = new URL(config.host || location.origin);
const searchClient = liteClient(config.appId, config.apiKey, {
  hosts: [
    {
      url: origin.host,
      accept: 'readWrite',
      protocol: origin.protocol === 'https:' ? 'https' : 'http',
    },
  ],
});

const price = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const search = instantsearch({
  indexName: config.indexName,
  searchClient,
  insights: false,
  future: { preserveSharedStateOnUnmount: true },
});

search.addWidgets([
  configure({ hitsPerPage: 8 }),
  searchBox({ container: '#searchbox', placeholder: 'Search parts', showLoadingIndicator: false }),
  stats({ container: '#stats' }),
  refinementList({
    container: '#brand-list',
    attribute: 'manufacturer',
    limit: 20,
    searchable: true,
    searchablePlaceholder: 'Search brands',
  }),
  refinementList({ container: '#category-list', attribute: 'category', limit: 30 }),
  hits<PartHit>({
    container: '#hits',
    templates: {
      item: (hit, { html, components }) =>
        html`<article class="is-demo__hit" data-object-id=${hit.objectID}>
          <h3>${components.Highlight({ hit, attribute: ['name', 'default'] })}</h3>
          <p>
            <span class="is-demo__brand">${components.Highlight({ hit, attribute: 'manufacturer' })}</span>
            · Part # ${components.Highlight({ hit, attribute: 'part_number' })} · ${price.format(hit.price)}
          </p>
        </article>`,
      empty: (results, { html }) => html`<p>No parts match "${results.query}".</p>`,
    },
  }),
  pagination({ container: '#pagination', padding: 2 }),
]);

// Both search boxes are forms with role="search": landmarks of one role need names of their own.
search.on('render', () => {
  document.querySelector('#searchbox form')?.setAttribute('aria-label', 'Parts');
  document.querySelector('#brand-list form')?.setAttribute('aria-label', 'Brands');
});
search.on('error', ({ error }) => {
  console.error('[instantsearch demo]', error);
});
search.start();
