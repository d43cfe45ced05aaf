import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import * as v from 'valibot';
import { defineIsland } from '../../src/registry/define-island';
import {
  $search,
  chooseHit,
  retrySearch,
  searchPageUrl,
  SECTIONS,
  setSearchQuery,
  type SearchHitView,
  type SectionKey,
} from '../../src/stores/search';
import css from './search-bar.css?inline';

const PropsSchema = v.object({
  placeholder: v.optional(v.string(), 'Search parts, categories and brands'),
  /** Scope of the search page (a brand or category page's own search). */
  manufacturer_id: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  category_id: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  cart_url: v.optional(v.string(), '/checkout/cart'),
});

type Props = v.InferOutput<typeof PropsSchema>;

const TITLES: Record<SectionKey, string> = {
  parts: 'Parts',
  categories: 'Categories',
  series: 'Series',
  brand: 'Brand',
};

/** What the shopper typed into the server's box before the island took over (it is replaced on first commit). */
function typedBefore(): string {
  const active = typeof document === 'undefined' ? null : document.activeElement;
  return active instanceof HTMLInputElement && active.dataset.replay === 'search' && !active.closest('.pi-search')
    ? active.value
    : '';
}

const go = (href: string) => window.location.assign(href);

/** The header's site search (spec 3 §2): a WAI-ARIA combobox over grouped listboxes, one per section. */
function SearchBar({ placeholder, manufacturer_id, category_id, cart_url }: Props) {
  // Before useStore: the text typed into the server's box becomes the query before the first snapshot.
  const [typed] = useState(() => {
    const text = typedBefore();
    if (text) setSearchQuery(text, window.innerWidth);
    return text;
  });
  const state = useStore($search);
  const [expanded, setExpanded] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const base = useId();
  const listId = `${base}list`;
  const optionId = (hit: SearchHitView) => `${base}${hit.key}`;

  useEffect(() => {
    if (!typed) return;
    setExpanded(true);
    input.current?.setSelectionRange(typed.length, typed.length);
  }, [typed]);

  const { query } = state;
  const hits = SECTIONS.flatMap((section) => state.sections[section]);
  const open = expanded && !dismissed && query.trim() !== '' && hits.length > 0;
  const current = open ? hits[active] : undefined;

  const change = (text: string) => {
    setDismissed(false);
    setActive(-1);
    setSearchQuery(text, window.innerWidth);
  };

  const pick = (hit: SearchHitView) => {
    chooseHit(hit);
    go(hit.href);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!query.trim()) return input.current?.focus();
    go(searchPageUrl({ manufacturer_id, category_id }));
  };

  const keyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const n = hits.length;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!n || !query.trim()) return;
      e.preventDefault();
      setDismissed(false);
      const down = e.key === 'ArrowDown';
      setActive((i) => (!open || i < 0 ? (down ? 0 : n - 1) : (i + (down ? 1 : n - 1)) % n));
    } else if (e.key === 'Enter' && current) {
      e.preventDefault();
      pick(current);
    } else if (e.key === 'Escape') {
      if (open) {
        e.preventDefault();
        setDismissed(true);
        setActive(-1);
      } else if (query) {
        e.preventDefault();
        change('');
      }
    }
  };

  // Keep the active option in view inside the scrolling panel.
  useEffect(() => {
    if (current) document.getElementById(optionId(current))?.scrollIntoView({ block: 'nearest' });
  });

  return (
    <form
      className={`pi-search${expanded ? ' pi-search--expanded' : ''}`}
      role="search"
      aria-label="Site search"
      action="/index.php"
      method="get"
      onSubmit={submit}
      onFocus={() => setExpanded(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) {
          setExpanded(false);
          setActive(-1);
        }
      }}
    >
      <div className="pi-search__box">
        <label className="pi-search__label" htmlFor={`${base}q`}>
          Search
        </label>
        <input
          ref={input}
          id={`${base}q`}
          className="pi-search__input"
          type="text"
          name="search"
          data-replay="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={current ? optionId(current) : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          value={query}
          onChange={(e) => change(e.target.value)}
          onKeyDown={keyDown}
        />
        {/* "Find", not "Search": the host page's own Search buttons keep their names to themselves. */}
        <button type="submit" className="pi-search__submit" data-replay="search-submit">
          Find
        </button>
      </div>
      {state.status === 'error' && query.trim() ? (
        <div className="pi-search__status" role="alert">
          {state.error}{' '}
          <button type="button" onClick={retrySearch}>
            Try again
          </button>
        </div>
      ) : null}
      <div className="pi-search__panel" hidden={!open} data-answered={state.answered}>
        <div id={listId} role="listbox" aria-label="Search suggestions" className="pi-search__list">
          {SECTIONS.map((section) =>
            state.sections[section].length ? (
              <div
                key={section}
                role="group"
                aria-labelledby={`${base}${section}`}
                className={`pi-search__group pi-search__group--${section}`}
              >
                <div role="presentation" id={`${base}${section}`} className="pi-search__heading">
                  {TITLES[section]}
                </div>
                {state.sections[section].map((hit) => (
                  <a
                    key={hit.key}
                    id={optionId(hit)}
                    role="option"
                    aria-selected={hit === current}
                    tabIndex={-1}
                    href={hit.href}
                    className="pi-search__option"
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => chooseHit(hit)}
                  >
                    {hit.image ? <img src={hit.image} alt="" width={32} height={32} loading="lazy" /> : null}
                    <span>
                      {hit.name}
                      {hit.detail ? <small>{hit.detail}</small> : null}
                    </span>
                  </a>
                ))}
              </div>
            ) : null,
          )}
        </div>
        <div className="pi-search__footer">
          <button type="submit">See all results for “{query.trim()}”</button>
          <a href={cart_url}>View Cart</a>
        </div>
      </div>
    </form>
  );
}

export default defineIsland({ tier: 'deferred', props: PropsSchema, Component: SearchBar, css });
