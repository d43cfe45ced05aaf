/** The demo search service's application, key and index names, and the page config block that points at it. */
export const SEARCH_APP_ID = 'SUMMITDEMO';
/** The search-only key the page carries; any other key is refused as Algolia does (403). */
export const SEARCH_API_KEY = 'demo-search-only-key';
export const SEARCH_SITE_ID = 'summit';
export const SEARCH_INDEXES = {
  parts: 'summit_parts',
  categories: 'summit_categories',
  series: 'summit_series',
  brand: 'summit_brands',
} as const;

/** The page config's `search` block of every demo page (host "": this origin). */
export const SEARCH_CONFIG = {
  app_id: SEARCH_APP_ID,
  api_key: SEARCH_API_KEY,
  host: '',
  insights_host: '',
  site_id: SEARCH_SITE_ID,
  ...SEARCH_INDEXES,
  disable_without_stock: false,
  click_analytics: true,
};
