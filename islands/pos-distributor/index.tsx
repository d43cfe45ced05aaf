import { useStore } from '@nanostores/react';
import { useId } from 'react';
import * as v from 'valibot';
import { entryKey, entryTotalCents, partCostCents } from '../../src/pos/lib/distributor';
import { formatCents } from '../../src/lib/money';
import poCss from '../../src/pos/ui/purchase-orders.css?inline';
import { PurchaseOrderList } from '../../src/pos/ui/purchase-orders';
import { POS_CSS } from '../../src/pos/ui/styles';
import { defineIsland } from '../../src/registry/define-island';
import {
  $distributorInventory,
  $distributorSubmit,
  $entryMessages,
  $entryQuantities,
  loadDistributorInventory,
  setEntryQuantity,
  submitDistributorOrder,
  type DistributorPart,
} from '../../src/pos/stores/distributor';
import tableCss from '../../src/ui/paged-table.css?inline';
import css from './pos-distributor.css?inline';

const PropsSchema = v.object({
  order_id: v.number(),
  /** The order's parts: what can be ordered from the distributor, and how many the order needs. */
  products: v.array(
    v.object({ name: v.string(), aaia: v.string(), mpn: v.string(), quantity: v.optional(v.number(), 1) }),
  ),
  /** Where the created purchase orders are listed (the receipt); empty: no link. */
  receipt_url: v.optional(v.string(), '/pos/order/receipt'),
});
type Props = v.InferOutput<typeof PropsSchema>;

function LocationInput({ part, code }: { part: DistributorPart; code: string }) {
  const location = part.locations.find((l) => l.warehouseCode === code);
  const key = entryKey(part.aaia, part.mpn, code);
  const quantity = useStore($entryQuantities)[key];
  const message = useStore($entryMessages)[key];
  const id = useId();
  if (!location) return null;
  return (
    <div className="pi-distributor__location">
      <label htmlFor={id}>
        {location.name} <small>({location.inventory} in stock)</small>
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        max={location.inventory}
        step={1}
        value={quantity ? quantity.text : ''}
        placeholder="0"
        disabled={location.inventory <= 0}
        aria-label={`${part.name} ${part.mpn}: quantity from ${location.name}`}
        aria-describedby={message ? `${id}-msg` : undefined}
        aria-invalid={message ? true : undefined}
        onChange={(e) => setEntryQuantity(part, code, e.target.value)}
      />
      {message ? (
        <span id={`${id}-msg`} className="pi-distributor__message" role="alert">
          {message}
        </span>
      ) : null}
    </div>
  );
}

function PosDistributor(props: Props) {
  const inventory = useStore($distributorInventory);
  const quantities = useStore($entryQuantities);
  const submit = useStore($distributorSubmit);
  const captionId = useId();
  const values = Object.fromEntries(Object.entries(quantities).map(([k, q]) => [k, q.value]));
  const total = entryTotalCents(inventory.parts, values);
  const anyQuantity = Object.values(values).some((n) => n > 0);
  const needed = (part: DistributorPart) =>
    props.products.find((p) => p.aaia === part.aaia && p.mpn === part.mpn)?.quantity ?? 0;

  return (
    <div className="pi-backoffice pi-distributor">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submitDistributorOrder(props.order_id, props.products);
        }}
        noValidate
      >
        <div className="pi-distributor__scroll">
          <table
            className="pi-distributor__table"
            aria-labelledby={captionId}
            aria-busy={inventory.status === 'loading'}
          >
            <caption id={captionId}>Order From Your Distributor</caption>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col" className="pi-distributor__num">
                  Quantity
                </th>
                <th scope="col" className="pi-distributor__num">
                  Stock
                </th>
                <th scope="col" className="pi-distributor__num">
                  Cost
                </th>
                <th scope="col">WD Quantity/Location</th>
              </tr>
            </thead>
            <tbody>
              {inventory.parts.map((part) => (
                <tr key={`${part.aaia}~${part.mpn}`}>
                  <th scope="row">
                    {part.name}
                    <small className="pi-distributor__part">
                      {part.aaia} {part.mpn}
                    </small>
                  </th>
                  <td className="pi-distributor__num">{needed(part)}</td>
                  <td className="pi-distributor__num">{part.storeInventory}</td>
                  <td className="pi-distributor__num">{formatCents(part.yourCostCents)}</td>
                  <td>
                    <div className="pi-distributor__locations">
                      {part.locations.map((l) => (
                        <LocationInput key={l.warehouseCode} part={part} code={l.warehouseCode} />
                      ))}
                    </div>
                    {partCostCents(part, values) > 0 ? (
                      <small className="pi-distributor__line-cost">
                        Line cost: {formatCents(partCostCents(part, values))}
                      </small>
                    ) : null}
                  </td>
                </tr>
              ))}
              {inventory.status === 'loading' && !inventory.parts.length ? (
                <tr>
                  <td colSpan={5}>Loading...</td>
                </tr>
              ) : null}
              {inventory.status === 'ready' && !inventory.parts.length ? (
                <tr>
                  <td colSpan={5}>There are no results.</td>
                </tr>
              ) : null}
              {inventory.status === 'error' ? (
                <tr>
                  <td colSpan={5} role="alert">
                    The distributor&apos;s inventory could not be loaded.{' '}
                    <button
                      type="button"
                      className="pi-btn pi-btn--small"
                      onClick={() => void loadDistributorInventory(props.products)}
                    >
                      Try again
                    </button>
                  </td>
                </tr>
              ) : null}
            </tbody>
            {/* Until the first parts arrive the total has nothing to count: the rows take its place, nothing moves. */}
            {inventory.status === 'loading' && !inventory.parts.length ? null : (
              <tfoot>
                <tr>
                  <th scope="row" colSpan={3} className="pi-distributor__num">
                    Your Cost
                  </th>
                  <td className="pi-distributor__num" aria-live="polite">
                    {formatCents(total)}
                  </td>
                  <td>
                    <button
                      type="submit"
                      className="pi-btn pi-btn--primary"
                      disabled={!anyQuantity || submit.status === 'sending'}
                    >
                      {submit.status === 'sending' ? 'Submitting...' : 'Submit to Distributor'}
                    </button>
                  </td>
                </tr>
              </tfoot>
            )}
          </table>
        </div>
      </form>
      {submit.created.length ? (
        <div className="pi-distributor__created">
          <PurchaseOrderList list={submit.created} title="Submitted Purchase Orders" />
          {props.receipt_url ? (
            <a
              className="pi-btn"
              href={`${props.receipt_url}${props.receipt_url.includes('?') ? '&' : '?'}order_id=${props.order_id}`}
            >
              View the receipt
            </a>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

export default defineIsland({
  tier: 'staff',
  props: PropsSchema,
  Component: PosDistributor,
  css: [css, poCss, tableCss, ...POS_CSS],
  // The order's parts' distributor inventory, read as the page mounts it.
  start: ({ products }) => void loadDistributorInventory(products),
});
