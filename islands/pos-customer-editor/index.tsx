// The customer editor (spec 3 §2): General always; the tabs of ./tabs only for an existing customer, each loaded on
// first open. In POS mode the page buttons (spec 2 §2) sit above: New Transaction, Assign Customer to Cart, Add History, Save.
import { useStore } from '@nanostores/react';
import { Suspense, useEffect, useId, useMemo, useState, type ComponentType } from 'react';
import { defineIsland } from '../../src/registry/define-island';
import { lazyComponent } from '../../src/registry/lazy-component';
import { $config } from '../../src/stores/config';
import type { CustomerEditorConfig } from '../../src/pos/customer';
import { CustomerEditorPropsSchema } from '../../src/pos/customer/schemas/editor-props';
import {
  $editor,
  $editorCustomerId,
  assignToCart,
  draftProblems,
  EDITOR_TEXT,
  hasUnsavedChanges,
  newTransaction,
  saveEditorCustomer,
  startEditor,
} from '../../src/pos/customer/stores/editor';
import { ConfirmDialog } from '../../src/pos/ui/confirm-dialog';
import { fieldsCss as formCss } from '../../src/forms';
import { Tabs, type Tab } from '../../src/ui/tabs';
import css from './customer-editor.css?inline';
import { General } from './general';
import { CUSTOMER_TABS, type CustomerTab, type CustomerTabProps } from './tabs';

// One lazy component per tab for the page's life: reopening a tab never loads it twice.
const lazyTabs = new Map<string, ComponentType<CustomerTabProps>>();
/** The customer as last read or saved, for the tabs (the History tab's notification fields start from it). */
const editorContact = () => $editor.get().customer;

function tabComponent(tab: CustomerTab) {
  let component = lazyTabs.get(tab.id);
  if (!component) {
    component = lazyComponent(tab.load, (m) => m.default);
    lazyTabs.set(tab.id, component);
  }
  return component;
}

/** Focuses the first field with a problem once React has shown it (an address may have to be selected first). */
function focusFirstProblem(formId: string) {
  requestAnimationFrame(() =>
    requestAnimationFrame(() =>
      document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    ),
  );
}

/** While there are unsaved changes, leaving the page (a link, Back, closing the tab) asks first: the browser's own prompt. */
function useLeaveWarning(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedChanges()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}

function CustomerEditor(config: CustomerEditorConfig) {
  const stored = useStore($editorCustomerId);
  const { saving, status, dirty } = useStore($editor);
  const [confirmLeave, setConfirmLeave] = useState(false);
  useLeaveWarning(dirty && status === 'ready');
  const pageConfig = useStore($config);
  const customerId = stored || config.customer_id;
  const [selected, setSelected] = useState('general');
  const [busy, setBusy] = useState<'' | 'assign' | 'new'>('');
  const formId = `${useId()}-customer`;
  const showsLocation = (config.pro_mode ?? pageConfig.pro_mode) && config.locations.length >= 2;
  useEffect(() => void startEditor(config), [config]);

  const save = async () => {
    setSelected('general');
    const saved = await saveEditorCustomer(config, showsLocation);
    if (!saved && Object.keys(draftProblems($editor.get(), config)).length) focusFirstProblem(formId);
  };

  const tabs: Tab[] = useMemo(() => {
    const general: Tab = {
      id: 'general',
      label: 'General',
      panel: <General config={config} formId={formId} showsLocation={showsLocation} onSave={() => void save()} />,
    };
    if (!(customerId > 0)) return [general];
    const more = CUSTOMER_TABS.filter((t) => t.shown?.({ config }) ?? true).map((t): Tab => {
      const Panel = tabComponent(t);
      return {
        id: t.id,
        label: t.label,
        panel: (
          <Suspense fallback={<p className="pi-customer-editor__loading">Loading…</p>}>
            <Panel customerId={customerId} contact={editorContact} />
          </Suspense>
        ),
      };
    });
    return [general, ...more];
    // eslint-disable-next-line react-hooks/exhaustive-deps -- save reads the stores when pressed
  }, [config, customerId, formId, showsLocation]);
  // Add History opens the History tab, whose form adds the entry (one form for one call).
  const historyTab = tabs.find((t) => t.label === 'History');
  const current = tabs.some((t) => t.id === selected) ? selected : 'general';

  const run = async (kind: 'assign' | 'new') => {
    setBusy(kind);
    try {
      if (kind === 'assign') await assignToCart(customerId);
      else await newTransaction(customerId, config.new_transaction_url);
    } finally {
      setBusy('');
    }
  };

  return (
    <div className="pi-backoffice pi-customer-editor">
      <div className="pi-customer-editor__buttons">
        {config.mode === 'pos' && customerId > 0 ? (
          <>
            <button
              type="button"
              className="pi-btn"
              disabled={busy !== ''}
              aria-haspopup={dirty ? 'dialog' : undefined}
              onClick={() => (hasUnsavedChanges() ? setConfirmLeave(true) : void run('new'))}
            >
              {busy === 'new' ? 'Loading...' : 'New Transaction'}
            </button>
            <button type="button" className="pi-btn" disabled={busy !== ''} onClick={() => void run('assign')}>
              {busy === 'assign' ? 'Loading...' : 'Assign Customer to Cart'}
            </button>
            {historyTab ? (
              <button type="button" className="pi-btn" onClick={() => setSelected(historyTab.id)}>
                Add History
              </button>
            ) : null}
          </>
        ) : null}
        {/* The form's own submit button while General shows (Enter in a field saves); from another tab it opens General.
            None when the customer could not be loaded: saving an empty form would replace the stored one. */}
        {status === 'failed' ? null : (
          <button
            type={current === 'general' ? 'submit' : 'button'}
            form={current === 'general' ? formId : undefined}
            className="pi-btn pi-btn--primary"
            disabled={saving || status !== 'ready'}
            onClick={current === 'general' ? undefined : () => void save()}
          >
            {saving ? 'Saving...' : 'Save'}
          </button>
        )}
      </div>
      <Tabs tabs={tabs} selected={current} onSelect={setSelected} label="Customer" />
      <ConfirmDialog
        open={confirmLeave}
        title="Unsaved Changes"
        text={EDITOR_TEXT.unsaved}
        action="Leave Without Saving"
        busyLabel="Loading..."
        onClose={() => setConfirmLeave(false)}
        onConfirm={() => run('new')}
      />
    </div>
  );
}

export default defineIsland({
  tier: 'staff',
  props: CustomerEditorPropsSchema,
  Component: CustomerEditor,
  css: [css, formCss],
});
