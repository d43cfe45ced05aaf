// The customer editor's tabs after General (spec 3 §2): each loads on first open, only for an existing customer.
import type { ComponentType } from 'react';
import type { CustomerEditorConfig } from '../../../src/schemas/pos/customer-editor';

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
}

export const CUSTOMER_TABS: CustomerTab[] = [];
