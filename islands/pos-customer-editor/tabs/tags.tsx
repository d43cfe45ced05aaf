// Tags tab (spec 3 §2, §7): every tag as a checkbox (the customer's checked), Save, and the link to create a tag.
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { createCustomerTags } from '../../../src/pos/stores/customer-tags';
import { useSingleFlight } from '../../../src/ui/use-single-flight';
import type { CustomerTabProps } from './index';
import { injectTabStyles } from './shared';

injectTabStyles();

export default function TagsTab({ customerId }: CustomerTabProps) {
  const store = useMemo(() => createCustomerTags(customerId), [customerId]);
  const state = useStore(store.$tags);
  const [chosen, setChosen] = useState<number[] | null>(null);
  const [busy, save] = useSingleFlight(store.save);
  useEffect(() => {
    void store.load();
  }, [store]);
  const tags = state.tags;
  // What the server holds until staff change a box; after a save the server's answer again.
  const checked = chosen ?? tags?.assignedTags ?? [];
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const result = await save(checked);
    if (result?.ok) setChosen(null);
  };
  return (
    <section className="pi-customer-tabs" aria-label="Tags" aria-busy={state.status === 'loading'}>
      {state.status === 'error' ? (
        <div className="pi-paged-table__error" role="alert">
          <span>{store.failedText}</span>
          <button type="button" className="pi-btn pi-btn--small" onClick={() => void store.load()}>
            Try again
          </button>
        </div>
      ) : null}
      {tags ? (
        <form onSubmit={submit} className="pi-customer-tabs__form">
          <fieldset className="pi-form-fieldset">
            <legend>Tags</legend>
            {tags.customerTags.length ? (
              <ul className="pi-customer-tabs__tags">
                {tags.customerTags.map((tag) => (
                  <li key={tag.tag_id}>
                    <label>
                      <input
                        type="checkbox"
                        checked={checked.includes(tag.tag_id)}
                        onChange={(e) =>
                          setChosen(
                            e.target.checked ? [...checked, tag.tag_id] : checked.filter((id) => id !== tag.tag_id),
                          )
                        }
                      />{' '}
                      {tag.title}
                    </label>
                  </li>
                ))}
              </ul>
            ) : (
              <p>No tags yet.</p>
            )}
          </fieldset>
          <p className="pi-customer-tabs__assigned" aria-live="polite">
            Assigned:{' '}
            {tags.customerTags
              .filter((t) => tags.assignedTags.includes(t.tag_id))
              .map((t) => t.title)
              .join(', ') || 'none'}
          </p>
          <div className="pi-customer-tabs__actions">
            <button type="submit" className="pi-btn pi-btn--primary" disabled={busy}>
              {busy ? 'Saving...' : 'Save Tags'}
            </button>
            {tags.createTagUrl ? (
              <a className="pi-btn" href={tags.createTagUrl}>
                Create Tag
              </a>
            ) : null}
          </div>
        </form>
      ) : state.status === 'loading' ? (
        <p>Loading...</p>
      ) : null}
    </section>
  );
}
