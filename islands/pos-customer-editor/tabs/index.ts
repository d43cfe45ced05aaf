// The customer editor's tabs after General (spec 3 §2): each loads on first open, only for an existing customer.
import type { ComponentType } from 'react';
import type { CustomerEditorConfig } from '../../../src/pos/customer';
import { lazyChunk } from '../../../src/registry/lazy-chunk';

export interface CustomerTab {
  id: string;
  label: string;
  shown?: (ctx: CustomerTabContext) => boolean;
  load: () => Promise<{ default: ComponentType<CustomerTabProps> }>;
}

export interface CustomerTabContext {
  config: CustomerEditorConfig;
}

export interface CustomerTabProps {
  customerId: number;
  /**
   * The customer as the editor last read or saved it (the History tab's notification fields start from it). Handed in
   * by the editor, so a tab never imports the editor's store: that store stays in the editor's own chunk.
   */
  contact?: () => { email: string; telephone: string; texting_alerts: boolean } | null;
}

/** Each tab is its own chunk, loaded the first time it opens (a tab's code never delays the General tab). */
export const CUSTOMER_TABS: CustomerTab[] = [
  { id: 'orders', label: 'Orders', load: lazyChunk(() => import('./orders')) },
  {
    id: 'vehicles',
    label: 'Vehicles',
    shown: ({ config }) => config.vehicles_enabled,
    load: lazyChunk(() => import('./vehicles')),
  },
  { id: 'returns', label: 'Returns', load: lazyChunk(() => import('./returns')) },
  { id: 'history', label: 'History', load: lazyChunk(() => import('./history')) },
  { id: 'credits', label: 'Credits', load: lazyChunk(() => import('./credits')) },
  { id: 'ip-addresses', label: 'IP Addresses', load: lazyChunk(() => import('./ip-addresses')) },
  { id: 'tags', label: 'Tags', load: lazyChunk(() => import('./tags')) },
];
