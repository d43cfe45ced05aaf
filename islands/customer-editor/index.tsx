// The customer editor (spec 3 §2): General always; the tabs of ./tabs only for an existing customer, each loaded on first open.
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useMemo, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { defineIsland } from '../../src/registry/define-island';
import { Tabs, type Tab } from '../../src/ui/tabs';
import { CustomerEditorPropsSchema, type CustomerEditorConfig } from '../../src/schemas/pos/customer-editor';
import { General } from './general';
import { CUSTOMER_TABS, type CustomerTab, type CustomerTabProps } from './tabs';
import css from './customer-editor.css?inline';
import formCss from '../../src/ui/form-fields.css?inline';
import { $editorCustomerId } from '../../src/stores/pos/customer-editor';

// One lazy component per tab for the page's life: reopening a tab never loads it twice.
const lazyTabs = new Map<string, LazyExoticComponent<ComponentType<CustomerTabProps>>>();
function tabComponent(tab: CustomerTab) {
  let component = lazyTabs.get(tab.id);
  if (!component) {
    component = lazy(tab.load);
    lazyTabs.set(tab.id, component);
  }
  return component;
}

function CustomerEditor(config: CustomerEditorConfig) {
  const stored = useStore($editorCustomerId);
  const customerId = stored || config.customer_id;
  const [selected, setSelected] = useState('general');
  const tabs: Tab[] = useMemo(() => {
    const general: Tab = { id: 'general', label: 'General', panel: <General config={config} /> };
    if (!(customerId > 0)) return [general];
    const more = CUSTOMER_TABS.filter((t) => t.shown?.({ config }) ?? true).map((t): Tab => {
      const Panel = tabComponent(t);
      return {
        id: t.id,
        label: t.label,
        panel: (
          <Suspense fallback={<p className="pi-customer-editor__loading">Loading…</p>}>
            <Panel customerId={customerId} />
          </Suspense>
        ),
      };
    });
    return [general, ...more];
  }, [config, customerId]);
  return (
    <div className="pi-backoffice pi-customer-editor">
      <Tabs
        tabs={tabs}
        selected={tabs.some((t) => t.id === selected) ? selected : 'general'}
        onSelect={setSelected}
        label="Customer"
      />
    </div>
  );
}

export default defineIsland({ props: CustomerEditorPropsSchema, Component: CustomerEditor, css: [css, formCss] });
