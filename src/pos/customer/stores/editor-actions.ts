// What the customer editor needs only once a button is pressed, loaded then (one lazy chunk, ./editor.ts): the rules Save
// checks the form with (from then on they follow what is typed), the draft as the save call takes it, and the POS cart's
// store that Assign Customer to Cart and New Transaction call. The rules and the cart's store are the POS cart's tools'
// too: on the editor's page they load with this chunk, not with the page.
import type { MapStore, WritableAtom } from 'nanostores';
import { outcomeUnknown, ServerMessageError, userMessage } from '../../../api/errors';
import type { FormValue } from '../../../api/form';
import { report } from '../../../registry/report';
import { notify } from '../../../stores/ports';
import { saveCustomer, saveProblems } from '../api/customer';
import type { CustomerDraft, CustomValues } from '../lib/model';
import type { CustomerRecord } from '../schemas/customer';
import type { CustomerEditorConfig } from '../schemas/editor-props';
import type { EditorState } from './editor';

export { customerProblems } from '../lib/rules';
export { setCartCustomer } from '../../stores/cart';

/** Custom field answers as the save takes them: custom_field[ID]=text, custom_field[ID][]=value id; empty ones left out. */
function customFields(values: CustomValues): Record<string, FormValue> {
  return Object.fromEntries(
    Object.entries(values).filter(([, answer]) => (Array.isArray(answer) ? answer.length > 0 : answer.trim() !== '')),
  );
}

/** The draft as POST /save takes it (form-encoded, PHP-style keys). */
export function saveFields(
  draft: CustomerDraft,
  config: CustomerEditorConfig,
  showsLocation: boolean,
): Record<string, FormValue> {
  const t = (s: string) => s.trim();
  const fields: Record<string, FormValue> = {
    customer_group_id: draft.customer_group_id,
    firstname: t(draft.firstname),
    lastname: t(draft.lastname),
    email: t(draft.email),
    telephone: t(draft.telephone),
    newsletter: draft.newsletter,
    texting_alerts: draft.texting_alerts,
    tax_exempt: draft.tax_exempt,
    status: draft.status,
    safe: config.mode === 'pos' ? true : draft.safe,
    custom_field: customFields(draft.custom_field),
    address: draft.addresses.map((a) => ({
      ...(a.address_id > 0 ? { address_id: a.address_id } : {}),
      firstname: t(a.firstname),
      lastname: t(a.lastname),
      company: t(a.company),
      address_1: t(a.address_1),
      address_2: t(a.address_2),
      city: t(a.city),
      postcode: t(a.postcode),
      country_id: a.country_id,
      zone_id: a.zone_id,
      default: a.key === draft.default_address,
      custom_field: customFields(a.custom_field),
    })),
  };
  if (draft.password) fields.password = draft.password;
  if (draft.tax_exempt) fields.tax_exempt_number = t(draft.tax_exempt_number);
  if (showsLocation && draft.default_location_id) fields.default_location_id = draft.default_location_id;
  return fields;
}

/** The editor's state and helpers, handed over by ./editor.ts: this chunk must not import that module (its own chunk). */
export interface EditorPorts {
  $editor: MapStore<EditorState>;
  $editorCustomerId: WritableAtom<number>;
  draftOf(customer: CustomerRecord, config: CustomerEditorConfig): CustomerDraft;
  reread(config: CustomerEditorConfig, customerId: number): Promise<void>;
  savedText: string;
}

/**
 * POST /save of a draft the rules passed (the editor holds `saving` already). Success: the saved text; a customer added with a redirect (when allowed) goes there,
 * otherwise the stored customer is replaced by the returned one. Failure: the server's message as an error toast, its
 * field problems beside the fields, and the form keeps what was typed; an unreadable answer re-reads the customer.
 * Returns the saved customer's id, or 0.
 */
export async function saveDraft(
  editor: EditorPorts,
  config: CustomerEditorConfig,
  { draft, showsLocation }: { draft: CustomerDraft; showsLocation: boolean },
): Promise<number> {
  const customerId = editor.$editorCustomerId.get();
  editor.$editor.set({ ...editor.$editor.get(), saving: true, fieldErrors: {} });
  try {
    const fields = saveFields(draft, config, showsLocation);
    const answer = await saveCustomer(fields, { customerId, base: config.base });
    notify.success(editor.savedText);
    const saved = answer.customer;
    const savedId = saved?.customer_id || customerId;
    if (answer.result === 'added' && answer.redirect && config.allow_redirect) {
      // Saved: leaving for the new customer's page loses nothing.
      editor.$editor.setKey('dirty', false);
      window.location.assign(answer.redirect);
      return savedId;
    }
    editor.$editorCustomerId.set(savedId);
    const state = editor.$editor.get();
    if (saved) {
      const customer = { ...saved, customer_id: savedId };
      editor.$editor.set({
        ...state,
        customer,
        draft: editor.draftOf(customer, config),
        checked: false,
        dirty: false,
        version: state.version + 1,
      });
    } else editor.$editor.set({ ...state, dirty: false });
    return savedId;
  } catch (error) {
    if (error instanceof ServerMessageError) editor.$editor.setKey('fieldErrors', saveProblems(error));
    else report(error, { action: 'customer could not be saved' });
    notify.error(userMessage(error));
    // The save may have gone through: the stored customer is read again; the form keeps what was typed.
    if (outcomeUnknown(error) && customerId > 0) await editor.reread(config, customerId);
    return 0;
  } finally {
    editor.$editor.setKey('saving', false);
  }
}
