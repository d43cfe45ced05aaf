// How the server names a product option's problem: add-to-cart answers error.option[id], which the client's typed
// errors flatten to the field key `option.{id}`.

const OPTION_ERROR = /^option\.(\d+)$/;

/** The server's per-option errors (`error.option[id]`) by product_option_id; other fields are left out. */
export function optionErrors(fieldErrors: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(fieldErrors)) {
    const match = OPTION_ERROR.exec(field);
    if (match?.[1]) errors[match[1]] = message;
  }
  return errors;
}
