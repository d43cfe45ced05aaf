// The Credits tab's rules (spec 3 §2, §5 "Description and amount are entered as text; client bounds not shown"): one
// definition, read by the tab and by the demo store's POST /api/customer_credit/add, so both sides agree.

/** A description is required (what the entry is for shows in the customer's history) and fits the store's column. */
export const CREDIT_DESCRIPTION_MAX = 255;
export const DESCRIPTION_REQUIRED = 'Enter a description.';
export const DESCRIPTION_TOO_LONG = `Description must be at most ${CREDIT_DESCRIPTION_MAX} characters.`;

/** The description's problem (trimmed), or null. */
export function creditDescriptionProblem(description: string): string | null {
  const text = description.trim();
  if (!text) return DESCRIPTION_REQUIRED;
  return text.length > CREDIT_DESCRIPTION_MAX ? DESCRIPTION_TOO_LONG : null;
}
