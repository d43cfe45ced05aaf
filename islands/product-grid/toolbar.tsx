import { useStore } from '@nanostores/react';
import { useId } from 'react';
import * as v from 'valibot';
import { $compareCount } from '../../src/stores/compare';
import { $display, setDisplay, type DisplayMode } from '../../src/stores/display';

const ChoiceSchema = v.object({ text: v.string(), value: v.string(), href: v.string() });

export const ToolbarSchema = v.object({
  compare_href: v.optional(v.string(), '/product/compare'),
  compare_total: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  sorts: v.optional(v.array(ChoiceSchema), []),
  sort: v.optional(v.string(), ''),
  limits: v.optional(v.array(ChoiceSchema), []),
  limit: v.optional(v.string(), ''),
});
export type ToolbarProps = v.InferOutput<typeof ToolbarSchema>;
type Choice = v.InferOutput<typeof ChoiceSchema>;

/** "Both selects navigate to a link on change" (spec 1 §2). */
function NavigateSelect({ label, choices, value }: { label: string; choices: Choice[]; value: string }) {
  const id = useId();
  if (!choices.length) return null;
  return (
    <span className="pi-toolbar__select">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        onChange={(e) => {
          const choice = choices.find((c) => c.value === e.target.value);
          if (choice) window.location.assign(choice.href);
        }}
      >
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.text}
          </option>
        ))}
      </select>
    </span>
  );
}

function ModeButton({ mode, current }: { mode: DisplayMode; current: DisplayMode }) {
  return (
    <button type="button" className="pi-toolbar__mode" aria-pressed={mode === current} onClick={() => setDisplay(mode)}>
      {mode === 'list' ? 'List' : 'Grid'}
    </button>
  );
}

export function Toolbar({ toolbar }: { toolbar: ToolbarProps }) {
  const count = useStore($compareCount) ?? toolbar.compare_total;
  const display = useStore($display);
  return (
    <div className="pi-toolbar">
      <a className="pi-toolbar__compare" href={toolbar.compare_href}>
        Product Compare ({count})
      </a>
      <div className="pi-toolbar__modes" role="group" aria-label="Display products as">
        <ModeButton mode="list" current={display} />
        <ModeButton mode="grid" current={display} />
      </div>
      <NavigateSelect label="Sort By" choices={toolbar.sorts} value={toolbar.sort} />
      <NavigateSelect label="Show" choices={toolbar.limits} value={toolbar.limit} />
    </div>
  );
}
