/** Everything the demo store holds in memory; reset() puts it back to the seed. */
import { FaultList } from '../qa/faults';
import { freshSeed, type Seed } from './seed';
import { SessionStore } from './session';
import type { Product } from './types';

export class DemoState {
  data: Seed = freshSeed();
  products = new Map<number, Product>();
  readonly faults = new FaultList();
  readonly sessions = new SessionStore();
  /** Wishlist product ids per customer_id (the wishlist belongs to the account, not the session). */
  wishlists = new Map<number, number[]>();
  /**
   * The store's configured address (the base of links sent to customers, such as the payment link): STORE_URL, else
   * the address the server listens on. Never the request's Host header, which the requester chooses.
   */
  storeUrl = '';

  constructor() {
    this.index();
  }

  /** One session back to the seed: its cart, settings, sign-ins and faults; everything shared stays. */
  resetSession(id: string): void {
    this.sessions.reset(id);
    this.faults.clear(id);
  }

  /** Everything back to the seed (QA's "Reset all demo data"). */
  reset(): void {
    this.data = freshSeed();
    this.index();
    this.faults.clear();
    this.sessions.clear();
    this.wishlists.clear();
  }

  private index(): void {
    this.products = new Map(this.data.products.map((p) => [p.product_id, p]));
  }
}
