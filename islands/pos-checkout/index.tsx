import { useStore } from '@nanostores/react';
import { startTransition, useCallback, useEffect, useState, type ComponentProps } from 'react';
import { formatDateTime } from '../../src/lib/dates';
import { formatCents } from '../../src/lib/money';
import { ConfirmDialog } from '../../src/pos/ui/confirm-dialog';
import { POS_CSS } from '../../src/pos/ui/styles';
import { CustomerSearchModal, useCustomerSearchPreload } from '../../src/pos/ui/lazy-customer-search';
import { defineIsland } from '../../src/registry/define-island';
import {
  NotificationDialog,
  loadOrderStatus,
  OrderHistoryDialog,
  submitOrderHistory,
  PoNumberDialog,
  useOrderDialogsPreload,
} from '../../src/pos/ui/lazy-order-dialogs';
import { PosCheckoutPropsSchema, type PosCheckoutProps } from '../../src/pos/schemas/checkout';
import { $config } from '../../src/stores/config';
import {
  applyPoNumber,
  assignCustomer,
  copyPaymentLink,
  sendInvoiceLink,
  cardActionLabel,
  completeCheckout,
  followOtherTabs,
  NO_ORDER,
  startCheckout,
  voidAll,
  voidOne,
  voidOrReturnCard,
} from '../../src/pos/stores/checkout';
import {
  $attempt,
  describeAttempt,
  guardUnsettledAttempt,
  recheckPayment,
  retryPayment,
  submitPayment,
} from '../../src/pos/stores/checkout-payments';
import { $checkout, $online, watchOnline, type CheckoutTransaction } from '../../src/pos/stores/checkout-state';
import {
  $terminalLock,
  $terminalWait,
  cancelTerminal,
  checkTerminalStatus,
  REVERSED_TEXT,
  TERMINAL_WAIT_TEXT,
} from '../../src/pos/stores/checkout-terminal';
import { adminToken } from '../../src/pos/lib/admin-token';
import { fieldsCss as formCss } from '../../src/forms';
import tableCss from '../../src/ui/paged-table.css?inline';
import { useSingleFlight } from '../../src/ui/use-single-flight';
import css from './pos-checkout.css?inline';
import { CARD_TENDERS, TENDER_TITLES, type Tender } from './tender-types';
import type { TenderPorts, TerminalPorts } from './tenders';
import { lazyChunk } from '../../src/registry/lazy-chunk';
import { onFirstOpen, useIdlePreload } from '../../src/ui/lazy-dialog';
import { useReport } from '../../src/registry/island-name';

const loadToast = lazyChunk(() => import('../../src/ui/toast'));
const loadToaster = lazyChunk(() => import('../../src/ui/toaster'));
/**
 * The payment dialogs (the tenders, the online invoice, the card terminal's wait): a chunk of their own, started once
 * the checkout is idle.
 */
const loadTenders = lazyChunk(() => import('./tenders'));
type Tenders = Awaited<ReturnType<typeof loadTenders>>;
/** The payment calls the tender dialogs make: the stores stay in this island's chunk, not in one shared with them. */
const TENDER_PORTS: TenderPorts = { $attempt, describeAttempt, retryPayment, submitPayment };
const TERMINAL_PORTS: TerminalPorts = { text: TERMINAL_WAIT_TEXT, check: checkTerminalStatus, cancel: cancelTerminal };
/** Rendered only while open. */
const TenderDialog = onFirstOpen<Tenders, ComponentProps<Tenders['TenderDialog']> & { open?: boolean }>(
  loadTenders,
  (m) => m.TenderDialog,
  true,
);
const InvoiceDialog = onFirstOpen<Tenders, ComponentProps<Tenders['InvoiceDialog']> & { open?: boolean }>(
  loadTenders,
  (m) => m.InvoiceDialog,
  true,
);
const TerminalWaitDialog = onFirstOpen<Tenders, ComponentProps<Tenders['TerminalWaitDialog']> & { open?: boolean }>(
  loadTenders,
  (m) => m.TerminalWaitDialog,
  true,
);

/** How long the "no order" message shows before the catalog opens. */
const REDIRECT_MS = 2500;

type Dialog =
  | { kind: 'tender'; tender: Tender }
  | { kind: 'void'; transaction: CheckoutTransaction }
  | { kind: 'void-all' }
  | { kind: 'customer' }
  | { kind: 'history' }
  | { kind: 'po' }
  | { kind: 'invoice' }
  | { kind: 'invoice-send' }
  | null;

export const OFFLINE_TEXT =
  'You are offline. Card payments are blocked until the connection is back; nothing you typed is lost.';

function NoOrder({ catalogUrl }: { catalogUrl: string }) {
  useEffect(() => {
    const timer = setTimeout(() => window.location.assign(catalogUrl), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [catalogUrl]);
  return (
    <div className="pi-backoffice pi-checkout">
      <p role="status">{NO_ORDER}</p>
    </div>
  );
}

function UnconfirmedPayment() {
  const attempt = useStore($attempt);
  const [busy, run] = useSingleFlight((action: () => Promise<unknown>) => action());
  if (!attempt || attempt.phase !== 'unknown') return null;
  return (
    <div className="pi-checkout-alert" role="alert">
      <p>
        The payment of {describeAttempt(attempt)} could not be confirmed. Try again sends the same payment: it is never
        recorded twice.
      </p>
      <button type="button" className="pi-btn pi-btn--primary" disabled={busy} onClick={() => void run(retryPayment)}>
        Try again
      </button>{' '}
      <button type="button" className="pi-btn" disabled={busy} onClick={() => void run(recheckPayment)}>
        Check again
      </button>
    </div>
  );
}

/** A card payment is voided or returned through its void_or_return_url (spec 2 §7); other tenders by voidTransaction. */
const isCardAction = (t: CheckoutTransaction) =>
  t.transaction_type === 'card' && Boolean(t.datacap_dc_direct?.void_or_return_url || t.payjunction?.action_url);

function TransactionRow({ t, onVoid }: { t: CheckoutTransaction; onVoid(t: CheckoutTransaction): void }) {
  const details = [
    t.card_type,
    t.datacap_device,
    t.manual_entry ? 'manual entry' : '',
    t.check_number ? `Check #${t.check_number}` : '',
    t.voucher_code ? `Voucher ${t.voucher_code}` : '',
    // A PayJunction payment shows its terminal action: CHARGE, or REFUND once refunded (spec 2 §9).
    t.payjunction && !t.datacap_dc_direct && t.payjunction_action ? `PayJunction ${t.payjunction_action}` : '',
  ].filter(Boolean);
  const label = isCardAction(t) ? cardActionLabel(t) : 'Void';
  return (
    <tr className={t.voided ? 'pi-checkout-tx--void' : undefined}>
      <td>#{t.transaction_id}</td>
      <td>
        {TENDER_TITLES[t.transaction_type]}
        {details.length ? <small className="pi-checkout-tx__detail">{details.join(' · ')}</small> : null}
      </td>
      <td>{t.date_added ? formatDateTime(t.date_added) : ''}</td>
      <td>{t.voided ? 'Void' : 'Complete'}</td>
      <td className="pi-checkout__num">{formatCents(t.cents)}</td>
      <td>
        {t.voided ? null : (
          <button
            type="button"
            className="pi-btn pi-btn--small"
            aria-label={`${label} transaction #${t.transaction_id}`}
            onClick={() => onVoid(t)}
          >
            {label}
          </button>
        )}
      </td>
    </tr>
  );
}

function PosCheckout(props: PosCheckoutProps) {
  useOrderDialogsPreload();
  useCustomerSearchPreload();
  useIdlePreload(loadTenders);
  const config = useStore($config);
  const state = useStore($checkout);
  const attempt = useStore($attempt);
  const locked = useStore($terminalLock);
  const terminalWait = useStore($terminalWait);
  const online = useStore($online);
  useEffect(() => watchOnline(), []);
  useEffect(() => guardUnsettledAttempt(), []);
  const report = useReport();
  useEffect(() => {
    // A payment's toast must show even when the connection drops later: fetch the toast code now, while online.
    void Promise.all([loadToast(), loadToaster()]).catch((error: unknown) =>
      report(error, { action: 'toasts could not be preloaded' }),
    );
  }, [report]);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [completing, complete] = useSingleFlight(() => completeCheckout(config.payment.require_po_numbers));
  const close = useCallback(() => setDialog(null), []);
  const token = adminToken(props.token);
  const loadStatus = useCallback(() => loadOrderStatus(props.order_id, token), [props.order_id, token]);

  useEffect(() => {
    if (!props.order_id) return;
    void startCheckout(props.order_id, {
      paymentTimeoutMs: props.payment_timeout_ms,
      receiptUrl: props.receipt_url,
    });
    return followOtherTabs(props.order_id);
  }, [props.order_id, props.payment_timeout_ms, props.receipt_url]);

  if (!props.order_id) return <NoOrder catalogUrl={props.catalog_url} />;
  if (state.status === 'idle' || state.status === 'loading')
    return (
      <div className="pi-backoffice pi-checkout">
        <p role="status">Loading the order...</p>
      </div>
    );
  if (state.status === 'error')
    return (
      <div className="pi-backoffice pi-checkout">
        <p role="alert">
          The order could not be loaded.{' '}
          <button
            type="button"
            className="pi-btn"
            onClick={() =>
              void startCheckout(props.order_id, {
                paymentTimeoutMs: props.payment_timeout_ms,
                receiptUrl: props.receipt_url,
              })
            }
          >
            Try again
          </button>
        </p>
      </div>
    );

  const { payment } = config;
  const balance = state.balanceDue;
  // The two card providers are separate tenders, each with its own flow; the generic card flag alone keeps one Card.
  const providers = payment.paymentCardDatacap || payment.paymentCardPayjunction;
  const tenders: Tender[] = [
    ...(payment.paymentCard && !providers ? (['card'] as const) : []),
    ...(payment.paymentCardDatacap ? (['card_datacap'] as const) : []),
    ...(payment.paymentCardPayjunction ? (['card_payjunction'] as const) : []),
    ...(payment.paymentCash ? (['cash'] as const) : []),
    ...(payment.paymentVoucher ? (['voucher'] as const) : []),
    ...(payment.paymentCheck ? (['check'] as const) : []),
    ...(payment.paymentStoreCredit ? (['store_credit'] as const) : []),
  ];
  const unsettled = attempt !== null;
  const tenderDisabled = (tender: Tender) =>
    balance <= 0 ||
    unsettled ||
    (tender === 'store_credit' && state.storeCredit <= 0) ||
    (CARD_TENDERS.includes(tender) && (locked || !online));
  const live = state.transactions.filter((t) => !t.voided);
  const costs: [string, number][] = [
    ['Parts', state.costParts],
    ['Labor', state.costLabor],
    ['Surcharge', state.costSurcharge],
    ['Tax', state.costTax],
    ['Credit Card Surcharge', state.costCreditCardSurcharge],
    ['Credit Card Surcharge Tax', state.costCreditCardSurchargeTax],
  ];

  return (
    <div className="pi-backoffice pi-checkout">
      <div className="pi-checkout__bar" role="group" aria-label="Order tools">
        <button type="button" className="pi-btn" aria-haspopup="dialog" onClick={() => setDialog({ kind: 'history' })}>
          Order History
        </button>
        <button type="button" className="pi-btn" aria-haspopup="dialog" onClick={() => setDialog({ kind: 'customer' })}>
          Customer Search
        </button>
        {payment.po_numbers && state.products.length ? (
          <button type="button" className="pi-btn" aria-haspopup="dialog" onClick={() => setDialog({ kind: 'po' })}>
            Add PO Number
          </button>
        ) : null}
      </div>

      <section className="pi-checkout__panel" aria-label="Customer and balance">
        <p>
          Customer: <strong>{state.customer?.name || 'No customer'}</strong>
        </p>
        <p>
          Store Credit: <strong data-testid="store-credit">{formatCents(state.storeCredit)}</strong>
        </p>
        <p className="pi-checkout__due">
          {balance < 0 ? 'Change Due' : 'Balance Due'}:{' '}
          <strong data-testid="balance-due">{formatCents(Math.abs(balance))}</strong>
        </p>
      </section>

      <section className="pi-checkout__section" aria-labelledby="pi-checkout-totals">
        <h2 id="pi-checkout-totals">Order Summary</h2>
        <dl className="pi-checkout__totals">
          {costs
            .filter(([, cents]) => cents !== 0)
            .map(([label, cents]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{formatCents(cents)}</dd>
              </div>
            ))}
          <div>
            <dt>Order Total</dt>
            <dd data-testid="order-total">{formatCents(state.orderTotal)}</dd>
          </div>
          <div>
            <dt>Amount Paid</dt>
            <dd data-testid="amount-paid">{formatCents(state.amountPaid)}</dd>
          </div>
        </dl>
        {state.products.length ? (
          <ul className="pi-checkout__products">
            {state.products.map((p) => (
              <li key={p.order_product_id}>
                {p.quantity} × {p.name} <small>{p.model}</small>
                {p.po_number ? <small className="pi-checkout-tx__detail">PO #: {p.po_number}</small> : null}
              </li>
            ))}
          </ul>
        ) : null}
        {state.bookedAppointments.length ? (
          <p>
            Appointments:{' '}
            {state.bookedAppointments
              .map((a) => `${a.display_time.start_date} @ ${a.display_time.start_time}`)
              .join(', ')}
          </p>
        ) : null}
      </section>

      <section className="pi-checkout__section" aria-labelledby="pi-checkout-pay">
        <h2 id="pi-checkout-pay">Payment</h2>
        {online ? null : (
          <p className="pi-checkout-offline" role="alert">
            {OFFLINE_TEXT}
          </p>
        )}
        <UnconfirmedPayment />
        {state.terminals
          .filter((t) => t.status === 'reversed')
          .map((t) => (
            <p key={t.site_transaction_id} className="pi-checkout-warning" role="status">
              {t.message || REVERSED_TEXT}
            </p>
          ))}
        {tenders.length || payment.paymentInvoiceEcommerce ? (
          <div className="pi-checkout__tenders" role="group" aria-label="Payment types">
            {tenders.map((tender) => (
              <button
                key={tender}
                type="button"
                className="pi-btn pi-checkout__tender"
                aria-haspopup="dialog"
                disabled={tenderDisabled(tender)}
                // The press paints first; the dialog (the screen re-rendered, showModal) renders right after it.
                onClick={() => startTransition(() => setDialog({ kind: 'tender', tender }))}
              >
                {TENDER_TITLES[tender]}
              </button>
            ))}
            {payment.paymentInvoiceEcommerce ? (
              <button
                type="button"
                className="pi-btn pi-checkout__tender"
                aria-haspopup="dialog"
                disabled={balance <= 0}
                onClick={() => setDialog({ kind: 'invoice' })}
              >
                {TENDER_TITLES.online}
              </button>
            ) : null}
          </div>
        ) : (
          <p>No payment types have been enabled.</p>
        )}
      </section>

      <section className="pi-checkout__section" aria-labelledby="pi-checkout-tx">
        <h2 id="pi-checkout-tx">Transactions</h2>
        {state.transactions.length ? (
          <table className="pi-checkout__table">
            <caption className="pi-sr-only">Transactions</caption>
            <thead>
              <tr>
                <th scope="col">Transaction</th>
                <th scope="col">Type</th>
                <th scope="col">Date</th>
                <th scope="col">Status</th>
                <th scope="col" className="pi-checkout__num">
                  Amount
                </th>
                <th scope="col">
                  <span className="pi-sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {state.transactions.map((t) => (
                <TransactionRow
                  key={t.transaction_id}
                  t={t}
                  onVoid={(transaction) => setDialog({ kind: 'void', transaction })}
                />
              ))}
            </tbody>
          </table>
        ) : (
          <p>No transactions have been made yet.</p>
        )}
        {live.length ? (
          <button
            type="button"
            className="pi-btn pi-btn--danger"
            aria-haspopup="dialog"
            onClick={() => setDialog({ kind: 'void-all' })}
          >
            Void all
          </button>
        ) : null}
      </section>

      <section className="pi-checkout__section pi-checkout__finish" aria-label="Complete">
        {balance > 0 ? (
          <p className="pi-checkout-warning" role="status">
            This order has an outstanding balance of {formatCents(balance)}. It can still be completed.
          </p>
        ) : null}
        <button
          type="button"
          className="pi-btn pi-btn--primary"
          disabled={completing || unsettled || locked}
          onClick={() => void complete()}
        >
          {completing ? 'Completing...' : 'Complete Check Out'}
        </button>
      </section>

      {dialog?.kind === 'tender' ? (
        <TenderDialog
          tender={dialog.tender}
          ports={TENDER_PORTS}
          balance={balance}
          storeCredit={state.storeCredit}
          devices={props.devices}
          departments={props.departments}
          datacapDevices={props.datacap_devices}
          smartTerminals={props.smart_terminals}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'void' ? (
        isCardAction(dialog.transaction) ? (
          // A card's Void or Return asks first like every other void (its call is the card's void_or_return_url).
          <ConfirmDialog
            title={`${cardActionLabel(dialog.transaction)} Card Payment`}
            text={`Are you sure you want to ${cardActionLabel(dialog.transaction).toLowerCase()} card payment #${dialog.transaction.transaction_id} (${formatCents(dialog.transaction.cents)})? This cannot be undone.`}
            action={`${cardActionLabel(dialog.transaction)} Card Payment`}
            onClose={close}
            onConfirm={() => voidOrReturnCard(dialog.transaction)}
          />
        ) : (
          <ConfirmDialog
            title="Void Transaction"
            text={`Are you sure you want to void transaction #${dialog.transaction.transaction_id} (${formatCents(dialog.transaction.cents)})? This cannot be undone.`}
            action="Void Transaction"
            onClose={close}
            onConfirm={() => voidOne(dialog.transaction)}
          />
        )
      ) : null}
      {dialog?.kind === 'void-all' ? (
        <ConfirmDialog
          title="Void All Transactions"
          text={`Are you sure you want to void all ${live.length} transactions (${formatCents(state.amountPaid)})? This cannot be undone.`}
          action="Void all"
          onClose={close}
          onConfirm={voidAll}
        />
      ) : null}
      {dialog?.kind === 'po' ? (
        <PoNumberDialog
          products={state.products}
          onApply={applyPoNumber}
          onClose={close}
          formClassName="pi-checkout-form"
        />
      ) : null}
      {dialog?.kind === 'invoice' ? (
        <InvoiceDialog
          link={props.payment_link}
          copy={copyPaymentLink}
          onClose={close}
          onSend={() => setDialog({ kind: 'invoice-send' })}
        />
      ) : null}
      <NotificationDialog
        open={dialog?.kind === 'invoice-send'}
        title="Send Payment Link"
        customer={state.customer}
        onClose={close}
        onSend={sendInvoiceLink}
      />
      <CustomerSearchModal
        open={dialog?.kind === 'customer'}
        onClose={close}
        onSelect={(customer) => assignCustomer(customer.customer_id)}
      />
      <OrderHistoryDialog
        open={dialog?.kind === 'history'}
        onClose={close}
        load={loadStatus}
        onSubmit={(form) => submitOrderHistory(props.order_id, form, token)}
      />
      {terminalWait ? <TerminalWaitDialog wait={terminalWait} ports={TERMINAL_PORTS} /> : null}
    </div>
  );
}

export default defineIsland({
  tier: 'staff',
  props: PosCheckoutPropsSchema,
  Component: PosCheckout,
  css: [css, tableCss, formCss, ...POS_CSS],
});
