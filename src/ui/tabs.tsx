import { useDeferredValue, useId, useMemo, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface Tab {
  id: string;
  label: string;
  panel: ReactNode;
}

/**
 * WAI-ARIA tabs: arrow keys, Home and End move between tabs (and select them); only the chosen panel is shown. The tab
 * strip answers a press at once; the panels swap in a deferred render right after, so the press paints first (issue 26).
 * Pass `tabs` memoized.
 */
export function Tabs({
  tabs,
  selected,
  onSelect,
  label,
}: {
  tabs: Tab[];
  selected: string;
  onSelect(id: string): void;
  label: string;
}) {
  const base = useId();
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const shown = useDeferredValue(selected);
  const panels = useMemo(
    () =>
      tabs.map((t) => (
        <div
          key={t.id}
          role="tabpanel"
          id={`${base}-panel-${t.id}`}
          aria-labelledby={`${base}-tab-${t.id}`}
          hidden={t.id !== shown}
          className="pi-tabs__panel"
        >
          {t.id === shown ? t.panel : null}
        </div>
      )),
    [tabs, shown, base],
  );
  const move = (e: KeyboardEvent) => {
    const index = tabs.findIndex((t) => t.id === selected);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length];
    if (!tab) return;
    onSelect(tab.id);
    refs.current.get(tab.id)?.focus();
  };
  return (
    <div className="pi-tabs">
      <div role="tablist" aria-label={label} className="pi-tabs__list" onKeyDown={move}>
        {tabs.map((t) => (
          <button
            key={t.id}
            ref={(el) => {
              if (el) refs.current.set(t.id, el);
              else refs.current.delete(t.id);
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${t.id}`}
            aria-selected={t.id === selected}
            aria-controls={`${base}-panel-${t.id}`}
            tabIndex={t.id === selected ? 0 : -1}
            className="pi-tabs__tab"
            onClick={() => onSelect(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      {panels}
    </div>
  );
}
