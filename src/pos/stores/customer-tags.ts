// The customer editor's Tags tab (spec 3 §2, §7): every tag, the customer's, saving the choice, the create-tag link.
import { atom } from 'nanostores';
import * as api from '../api/customer-tabs';
import type { CustomerTags } from '../schemas/customer-tabs';
import { LIST_FAILED } from './paged-list';
import { tabChange, type ChangeResult } from './customer-tab-change';

export interface TagsState {
  status: 'loading' | 'ready' | 'error';
  tags: CustomerTags | null;
}

export function createCustomerTags(customerId: number) {
  const $tags = atom<TagsState>({ status: 'loading', tags: null });
  async function load(): Promise<void> {
    $tags.set({ ...$tags.get(), status: 'loading' });
    try {
      $tags.set({ status: 'ready', tags: await api.getCustomerTags(customerId) });
    } catch (error) {
      console.error('[parts-islands] tags could not be loaded', error);
      $tags.set({ ...$tags.get(), status: 'error' });
    }
  }
  return {
    $tags,
    load,
    failedText: LIST_FAILED,
    /** Saves the chosen tags; after it (or an unreadable answer) the tags are read again. */
    save(tagIds: number[]): Promise<ChangeResult> {
      return tabChange('tags could not be saved', () => api.saveCustomerTags(customerId, tagIds), load, {
        done: 'Tags saved.',
      });
    },
  };
}
export type CustomerTagsStore = ReturnType<typeof createCustomerTags>;
