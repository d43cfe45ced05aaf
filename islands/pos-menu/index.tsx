import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import * as v from 'valibot';
import { defineIsland } from '../../src/registry/define-island';
import { $config } from '../../src/stores/config';
import { $menuCounts, loadMenuCounts } from '../../src/pos/stores/menu';
import css from './pos-menu.css?inline';

const PropsSchema = v.object({
  /** The session's current order: "Check Out - Order # N" and its appointments. */
  order_id: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))), null),
  orders_url: v.optional(v.string(), '/pos/order'),
  customers_url: v.optional(v.string(), '/pos/customer'),
  appointment_url: v.optional(v.string(), '/pos/appointment'),
  continue_url: v.optional(v.string(), '/pos/order/continue'),
});
type Props = v.InferOutput<typeof PropsSchema>;

/** The orders list's tabs (spec 2 §2) with their count keys. */
const ORDER_TABS = [
  ['saved', 'Saved'],
  ['kiosk', 'Kiosk'],
  ['outstanding_balance', 'Outstanding Balance'],
  ['complete', 'Paid'],
] as const;

interface Item {
  key: string;
  label: string;
  href: string;
  count?: number;
  children?: Item[];
}

/** The page a link stands for is the current one: same path, and the same status for the orders tabs. */
function isCurrent(href: string): boolean {
  const url = new URL(href, window.location.href);
  const here = new URL(window.location.href);
  if (url.pathname !== here.pathname) return false;
  const params = [...url.searchParams.keys(), ...(url.pathname.endsWith('/order') ? ['status'] : [])];
  return params.every((key) => (url.searchParams.get(key) ?? '') === (here.searchParams.get(key) ?? ''));
}

function Link({ item }: { item: Item }) {
  const current = isCurrent(item.href);
  return (
    <a href={item.href} className="pi-pos-menu__link" aria-current={current ? 'page' : undefined}>
      {item.label}
      {item.count !== undefined ? <span className="pi-pos-menu__count"> ({item.count})</span> : null}
    </a>
  );
}

function PosMenu({ order_id, orders_url, customers_url, appointment_url, continue_url }: Props) {
  const config = useStore($config);
  const { counts } = useStore($menuCounts);
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const listId = useId();
  useEffect(() => void loadMenuCounts(), []);

  const { cart_page, pos_checkout } = config.endpoints;
  const cart: Item = { key: 'cart', label: 'Cart', href: cart_page };
  const checkout: Item = {
    key: 'checkout',
    label: order_id ? `Check Out - Order # ${order_id}` : 'Check Out',
    // An order of its own is resumed first (it becomes the session's checkout order), as the receipt's "Back to Check Out" does.
    href: order_id ? `${continue_url}?order_id=${order_id}` : pos_checkout,
  };
  const orders: Item = {
    key: 'orders',
    label: 'Orders',
    href: orders_url,
    count: counts.all,
    children: ORDER_TABS.map(([status, label]) => ({
      key: status,
      label,
      href: `${orders_url}?status=${status}`,
      count: counts[status],
    })),
  };
  const customers: Item = { key: 'customers', label: 'Customers', href: customers_url };
  const appointments: Item[] = order_id
    ? [{ key: 'appointments', label: 'Appointments', href: `${appointment_url}?order_id=${order_id}` }]
    : [];
  // Pro mode (a trade counter works from accounts): orders and customers lead; otherwise the cart and check out do.
  const items = config.pro_mode
    ? [orders, customers, ...appointments, cart, checkout]
    : [cart, checkout, orders, customers, ...appointments];

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      setOpen(false);
      toggle.current?.focus();
    }
  };
  return (
    <nav
      className={`pi-pos-menu${open ? ' pi-pos-menu--open' : ''}${config.pro_mode ? ' pi-pos-menu--pro' : ''}`}
      aria-label="POS menu"
      onKeyDown={onKeyDown}
    >
      <button
        ref={toggle}
        type="button"
        className="pi-pos-menu__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        POS Menu
      </button>
      <ul id={listId} className="pi-pos-menu__list">
        {items.map((item) => (
          <li key={item.key} className="pi-pos-menu__item">
            <Link item={item} />
            {item.children ? (
              <ul className="pi-pos-menu__sub">
                {item.children.map((child) => (
                  <li key={child.key}>
                    <Link item={child} />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default defineIsland({ tier: 'staff', props: PropsSchema, Component: PosMenu, css });
