// What the customer editor needs only once a button is pressed, loaded then (one lazy chunk, ./editor.ts): the rules Save
// checks the form with (from then on they follow what is typed), the draft as the save call takes it, and the POS cart's
// store that Assign Customer to Cart and New Transaction call. The rules and the cart's store are the POS cart's tools'
// too: on the editor's page they load with this chunk, not with the page.
import type { FormValue } from '../../../api/form';
import type { CustomerDraft, CustomValues } from '../lib/model';
import type { CustomerEditorConfig } from '../schemas/editor-props';

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
