import * as v from 'valibot';
import { optionalFlag } from '../../schemas/flag';

const id = v.union([v.number(), v.string()]);

/** What the POS cart needs from the store's settings (the cart-page `pos` prop); shoppers' pages may leave it out. */
export const PosPropsSchema = v.object({
  tax_classes: v.optional(v.array(v.object({ tax_class_id: id, title: v.string() })), []),
  labor_rates: v.optional(
    v.array(
      v.object({
        labor_id: id,
        title: v.string(),
        amount: v.pipe(v.union([v.number(), v.string()]), v.transform(Number)),
      }),
    ),
    [],
  ),
  customer_groups: v.optional(v.array(v.object({ customer_group_id: id, name: v.string() })), []),
  require_email: optionalFlag(false),
  require_telephone: optionalFlag(false),
  require_address: optionalFlag(false),
});
export type PosProps = v.InferOutput<typeof PosPropsSchema>;
