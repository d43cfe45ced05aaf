// The General tab: the customer's own fields, custom fields and addresses (spec 3 §2, §5).
import type { CustomerEditorConfig } from '../../src/schemas/pos/customer-editor';

export function General({ config }: { config: CustomerEditorConfig }) {
  return <p>Customer #{config.customer_id}</p>;
}
