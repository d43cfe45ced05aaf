// The customer editor's state (spec 3 §4, §7, §8): the customer as last read or saved, the draft the form edits
// (kept here so another tab, or a failed save, never loses what was typed), countries and zones, and the save.
import { getCustomer, getLocalization } from '../api/customer';
import type { AddressRecord, CustomerRecord, Localization } from '../schemas/customer';
import type { CustomerEditorConfig } from '../schemas/editor-props';
import type { AddressDraft, CustomerDraft } from '../lib/model';
import { lazyChunk } from '../../../registry/lazy-chunk';
import { report } from '../../../registry/report';
import { pageAtom, pageMap, pageState } from '../../../registry/page';

export const EDITOR_TEXT = {
  saved: 'Customer successfully saved!',
  /** An existing customer that could not be read: nothing to edit, and nothing a Save could overwrite it with. */
  loadFailed: 'This customer could not be loaded, so it cannot be edited or saved now. Try again in a moment.',
  /** Leaving with changes not saved (spec: not shown; the browser asks the same on a page change). */
  unsaved: 'You have unsaved changes to this customer. Leave without saving them?',
} as const;

/** The edited customer's id once known (0 for a new one): the tabs after General need it. */
export const $editorCustomerId = pageAtom(0);

export interface EditorState {
  /** `failed`: an existing customer could not be read (a new one starts blank instead). */
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** The customer as the server last gave it (null until loaded). */
  customer: CustomerRecord | null;
  /** Bumped when the form starts again from `customer` (loaded, or replaced by a save). */
  version: number;
  /** What the form holds; null until the customer is loaded. */
  draft: CustomerDraft | null;
  /** Whether Save was pressed: from then on the rules' problems show and follow what is typed. */
  checked: boolean;
  dirty: boolean;
  saving: boolean;
  /** The server's problems by form path (`email`, `addresses.1.city`), each until its field is edited. */
  fieldErrors: Record<string, string>;
  localization: Localization | null;
}

const initial = (): EditorState => ({
  status: 'idle',
  customer: null,
  version: 0,
  draft: null,
  checked: false,
  dirty: false,
  saving: false,
  fieldErrors: {},
  localization: null,
});

export const $editor = pageMap<EditorState>(initial);

/** A new customer as the form starts it when GET /get fails (spec 3 §8: silently ignored). */
export function blankCustomer(customerId: number, config: CustomerEditorConfig): CustomerRecord {
  return {
    customer_id: customerId,
    customer_group_id: config.customer_groups[0]?.customer_group_id ?? 0,
    firstname: '',
    lastname: '',
    email: '',
    telephone: '',
    newsletter: false,
    texting_alerts: false,
    tax_exempt: false,
    tax_exempt_number: '',
    default_location_id: 0,
    status: true,
    safe: config.mode === 'pos',
    addresses: [],
    address_id: 0,
    account_custom_field: {},
  };
}

// The editor's load (once per page) and the last key given to an address draft.
/** The rules and the POS cart's store: Save and the cart buttons load them on first use (./editor-actions). */
const loadActions = lazyChunk(() => import('./editor-actions'));
type Actions = Awaited<ReturnType<typeof loadActions>>;

const page = pageState(() => ({
  loading_: null as Promise<void> | null,
  addressKeys_: 0,
  /** The actions once loaded: from the first Save on the rules check the draft as it changes. */
  actions_: null as Actions | null,
}));

/** The actions' chunk; when it cannot be loaded the user is told (nothing was sent) and null comes back. */
async function editorActions(): Promise<Actions | null> {
  try {
    page.actions_ ??= await loadActions();
    return page.actions_;
  } catch (error) {
    report(error, { action: 'customer editor actions could not be loaded', show: 'toast' });
    return null;
  }
}

/**
 * GET /get?customerId= (0 for new) and GET /api/localization/, once per page; a failed read is logged. For a new
 * customer the form starts blank (spec 3 §8: silently ignored); for an existing one the editor says it could not be
 * loaded and offers no Save, which would replace the stored customer and its addresses with a blank form.
 */
export function startEditor(config: CustomerEditorConfig): Promise<void> {
  page.loading_ ??= (async () => {
    $editor.setKey('status', 'loading');
    $editorCustomerId.set(config.customer_id);
    const [customer, localization] = await Promise.all([
      getCustomer(config.customer_id, config.base).catch((error: unknown) => {
        console.warn('[parts-islands] customer could not be loaded', error);
        return config.customer_id > 0 ? null : blankCustomer(0, config);
      }),
      getLocalization().catch((error: unknown) => {
        console.warn('[parts-islands] countries could not be loaded', error);
        return null;
      }),
    ]);
    if (!customer) {
      $editor.set({ ...$editor.get(), status: 'failed', localization });
      return;
    }
    const known = { ...customer, customer_id: customer.customer_id || config.customer_id };
    $editor.set({
      ...$editor.get(),
      status: 'ready',
      customer: known,
      draft: draftOf(known, config),
      localization,
      version: $editor.get().version + 1,
    });
  })();
  return page.loading_;
}

/** "Try again" after a failed load: reads the customer again. */
export function retryEditor(config: CustomerEditorConfig): Promise<void> {
  if ($editor.get().status !== 'failed') return Promise.resolve();
  page.loading_ = null;
  return startEditor(config);
}

/** Whether leaving now would lose changes typed since the last load or save. */
export function hasUnsavedChanges(): boolean {
  const state = $editor.get();
  return state.status === 'ready' && state.dirty;
}

const idText = (n: number) => (n > 0 ? String(n) : '');

export function draftAddress(a?: AddressRecord): AddressDraft {
  return {
    key: `address-${++page.addressKeys_}`,
    address_id: a?.address_id ?? 0,
    firstname: a?.firstname ?? '',
    lastname: a?.lastname ?? '',
    company: a?.company ?? '',
    address_1: a?.address_1 ?? '',
    address_2: a?.address_2 ?? '',
    city: a?.city ?? '',
    postcode: a?.postcode ?? '',
    country_id: idText(a?.country_id ?? 0),
    zone_id: idText(a?.zone_id ?? 0),
    custom_field: { ...(a?.custom_field ?? {}) },
  };
}

/** The form's starting point from a customer; `safe` is on in POS whatever the server says (spec 3 §5). */
export function draftOf(c: CustomerRecord, config: CustomerEditorConfig): CustomerDraft {
  const addresses = c.addresses.map(draftAddress);
  const byDefault = addresses.find((a) => a.address_id > 0 && a.address_id === c.address_id) ?? addresses[0];
  return {
    customer_group_id: idText(c.customer_group_id),
    firstname: c.firstname,
    lastname: c.lastname,
    email: c.email,
    telephone: c.telephone,
    password: '',
    newsletter: c.newsletter,
    texting_alerts: c.texting_alerts,
    tax_exempt: c.tax_exempt,
    tax_exempt_number: c.tax_exempt_number,
    default_location_id: idText(c.default_location_id),
    status: c.status,
    safe: config.mode === 'pos' ? true : c.safe,
    custom_field: { ...c.account_custom_field },
    addresses,
    default_address: byDefault?.key ?? '',
  };
}

/** Edits the draft; the server's problems of the edited paths go (the rules' own follow the draft). */
export function editDraft(change: (draft: CustomerDraft) => CustomerDraft, paths: string[]): void {
  const state = $editor.get();
  if (!state.draft) return;
  const fieldErrors = Object.fromEntries(
    Object.entries(state.fieldErrors).filter(([k]) => !paths.some((p) => k === p || k.startsWith(`${p}.`))),
  );
  $editor.set({ ...state, draft: change(state.draft), dirty: true, fieldErrors });
}

/** The rules' problems of the draft (spec 3 §5) once Save was pressed, else none. */
export function draftProblems(state: EditorState, config: CustomerEditorConfig): Record<string, string> {
  if (!state.checked || !state.draft || !page.actions_) return {};
  return page.actions_.customerProblems(state.draft, {
    require_email: config.require_email,
    require_telephone: config.require_telephone,
    require_address: config.require_address,
  });
}

/**
 * POST /save. Success: "Customer successfully saved!"; a customer added with a redirect (when allowed) goes there,
 * otherwise the stored customer is replaced by the returned one. Failure: the server's message as an error toast,
 * its field problems beside the fields, and the form keeps what was typed; an unreadable answer re-reads the customer.
 * Returns the saved customer's id, or 0 (spec 3 §8). The rules, the call and its answer load with the first Save
 * (./editor-actions).
 */
export async function saveEditorCustomer(config: CustomerEditorConfig, showsLocation: boolean): Promise<number> {
  // Only a loaded customer is saved: a form that never held it would replace it with blanks.
  if ($editor.get().saving || !$editor.get().draft || $editor.get().status !== 'ready') return 0;
  // Saving while the rules load (the first Save only): a second press sends nothing more.
  $editor.setKey('saving', true);
  const actions = await editorActions();
  // Or the page moved on while the rules loaded (its state started afresh): then there is nothing to save.
  const draft = $editor.get().draft;
  if (!actions || !draft) {
    $editor.setKey('saving', false);
    return 0;
  }
  $editor.setKey('checked', true);
  if (Object.keys(draftProblems($editor.get(), config)).length) {
    $editor.setKey('saving', false);
    return 0;
  }
  return actions.saveDraft({ $editor, $editorCustomerId, draftOf, reread, savedText: EDITOR_TEXT.saved }, config, {
    draft,
    showsLocation,
  });
}

async function reread(config: CustomerEditorConfig, customerId: number): Promise<void> {
  try {
    const customer = await getCustomer(customerId, config.base);
    $editor.setKey('customer', customer);
  } catch (error) {
    console.warn('[parts-islands] customer could not be read again', error);
  }
}

/** Assign Customer to Cart: setCustomer on the POS cart ("Customer assigned to cart!"). */
export async function assignToCart(customerId: number): Promise<boolean> {
  const actions = await editorActions();
  return Boolean(actions && (await actions.setCartCustomer(customerId)).ok);
}

/**
 * New Transaction: the customer goes on the POS cart, then the sale starts at the given page. The island asks first when
 * there are unsaved changes; once it goes, they are given up (so the page's own leave warning does not ask again).
 */
export async function newTransaction(customerId: number, url: string): Promise<void> {
  const actions = await editorActions();
  if (!actions || !(await actions.setCartCustomer(customerId)).ok) return;
  $editor.setKey('dirty', false);
  window.location.assign(url);
}
