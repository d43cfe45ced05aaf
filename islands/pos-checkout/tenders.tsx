// The tender dialogs (spec 2 §3-§5): cash (quick cash, change due), check, voucher (lookup), store credit
// (100% / 50% / custom) and card (device, department, card type, manual entry). Each keeps what was typed on failure.
// With the online invoice's dialog and the card terminal's wait (spec 2 §4), a lazy chunk of the checkout: started once
// the page is idle, or at a dialog's first open.
import { useStore } from '@nanostores/react';
import { createContext, useContext, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { formatCents, fromCents, toCents } from '../../src/lib/money';
import {
  amountProblem,
  cashProblem,
  changeDue,
  checkNumberProblem,
  parseAmountCents,
  quickCashCents,
  storeCreditMax,
  storeCreditShortcut,
  tenderMax,
} from '../../src/pos/lib/payment-rules';
import type { Tender } from './tender-types';
import type {
  $attempt,
  describeAttempt,
  PaymentOutcome,
  retryPayment,
  submitPayment,
  TenderFields,
} from '../../src/pos/stores/checkout-payments';
import type { TerminalWait } from '../../src/pos/stores/checkout-terminal';
import { createVoucherLookup } from '../../src/pos/stores/voucher-lookup';
import { CheckboxField, InputField, SelectField } from '../../src/forms';
import { FormDialog } from '../../src/ui/form-dialog';
import { Modal } from '../../src/ui/modal';
import { injectStyle } from '../../src/ui/inject-style';
import { afterNextPaint } from '../../src/ui/next-paint';
import css from './tenders.css?inline';

injectStyle('pos-checkout-tenders', css);

export interface Named {
  id: string;
  name: string;
}

const dollars = (cents: number) => fromCents(Math.max(0, cents)).toFixed(2);

interface TenderProps {
  balance: number;
  storeCredit: number;
  devices: Named[];
  departments: Named[];
  datacapDevices: Named[];
  smartTerminals: Named[];
  onClose(): void;
}

/**
 * The checkout's payment calls, handed over by the checkout island: its own chunk holds the payment stores, which this
 * lazy chunk must not import (a module both import would become one more chunk the checkout page fetches).
 */
export interface TenderPorts {
  $attempt: typeof $attempt;
  describeAttempt: typeof describeAttempt;
  retryPayment: typeof retryPayment;
  submitPayment: typeof submitPayment;
}

const Ports = createContext<TenderPorts | null>(null);
const usePorts = () => useContext(Ports)!;

const settled = (outcome: PaymentOutcome | undefined) => outcome === 'recorded' || outcome === 'waiting';

/**
 * A tender's dialog. When its payment could not be confirmed (a late or unreadable answer), the dialog never keeps a
 * button that does nothing: the fields are held as typed (disabled) and the confirm button becomes "Try again", which
 * sends the same payment with the same key.
 */
function TenderForm({
  title,
  submitLabel,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  submitLabel: string;
  onSubmit(): Promise<boolean>;
  onClose(): void;
  children: ReactNode;
}) {
  const { $attempt, describeAttempt, retryPayment } = usePorts();
  const attempt = useStore($attempt);
  const unconfirmed = attempt?.phase === 'unknown' ? attempt : null;
  const submit = async () => {
    // The press paints "Processing..." first; the payment (its pending record, the call, the screen) right after.
    await afterNextPaint();
    if (unconfirmed) {
      if (settled(await retryPayment())) onClose();
      return;
    }
    if (await onSubmit()) onClose();
  };
  return (
    <FormDialog
      title={title}
      onClose={onClose}
      onSubmit={submit}
      label={unconfirmed ? 'Try again' : submitLabel}
      busyLabel="Processing..."
      className="pi-backoffice pi-checkout-tender"
      formClassName="pi-checkout-form"
    >
      {unconfirmed ? (
        <p className="pi-checkout-warning" role="status">
          The payment of {describeAttempt(unconfirmed)} could not be confirmed. Try again sends the same payment: it is
          never recorded twice.
        </p>
      ) : null}
      <fieldset className="pi-checkout-form__fields" disabled={Boolean(unconfirmed)}>
        {children}
      </fieldset>
    </FormDialog>
  );
}

/** The amount field: typed as dollars, checked in cents. */
function AmountField({
  value,
  onValue,
  error,
  hint,
  readOnly,
}: {
  value: string;
  onValue(value: string): void;
  error: string | null;
  hint?: ReactNode;
  readOnly?: boolean;
}) {
  return (
    <InputField
      label="Amount"
      inputMode="decimal"
      autoComplete="off"
      value={value}
      readOnly={readOnly}
      onChange={(e) => onValue(e.target.value)}
      error={error}
      hint={hint}
      data-initial-focus
    />
  );
}

function CashTender({ balance, onClose }: TenderProps) {
  const { submitPayment } = usePorts();
  const [amount, setAmount] = useState(dollars(balance));
  const [error, setError] = useState<string | null>(null);
  const cents = parseAmountCents(amount);
  const change = Number.isFinite(cents) ? changeDue(cents, balance) : 0;
  return (
    <TenderForm
      title="Cash Payment"
      submitLabel="Add Cash Payment"
      onClose={onClose}
      onSubmit={async () => {
        const problem = cashProblem(cents, balance);
        setError(problem);
        if (problem) return false;
        return settled(await submitPayment('cash', cents));
      }}
    >
      <p className="pi-checkout-form__lead">Balance Due: {formatCents(balance)}</p>
      <AmountField value={amount} onValue={setAmount} error={error} />
      <div className="pi-checkout-quick" role="group" aria-label="Quick cash">
        {quickCashCents(balance).map((c, i) => (
          <button key={c} type="button" className="pi-btn pi-btn--small" onClick={() => setAmount(dollars(c))}>
            {i === 0 ? `Exact ${formatCents(c)}` : formatCents(c)}
          </button>
        ))}
      </div>
      <p className="pi-checkout-form__change" aria-live="polite">
        {change > 0 ? `Change Due: ${formatCents(change)}` : ''}
      </p>
    </TenderForm>
  );
}

function CheckTender({ balance, onClose }: TenderProps) {
  const { submitPayment } = usePorts();
  const [amount, setAmount] = useState(dollars(balance));
  const [number, setNumber] = useState('');
  const [errors, setErrors] = useState<{ amount: string | null; number: string | null }>({
    amount: null,
    number: null,
  });
  return (
    <TenderForm
      title="Check Payment"
      submitLabel="Add Check Payment"
      onClose={onClose}
      onSubmit={async () => {
        const cents = parseAmountCents(amount);
        const problems = {
          amount: amountProblem(cents, tenderMax('check', balance)),
          number: checkNumberProblem(number),
        };
        setErrors(problems);
        if (problems.amount || problems.number) return false;
        return settled(await submitPayment('check', cents, { check_number: number.trim() }));
      }}
    >
      <p className="pi-checkout-form__lead">Balance Due: {formatCents(balance)}</p>
      <AmountField value={amount} onValue={setAmount} error={errors.amount} />
      <InputField
        label="Check Number"
        inputMode="numeric"
        autoComplete="off"
        value={number}
        onChange={(e) => setNumber(e.target.value)}
        error={errors.number}
      />
    </TenderForm>
  );
}

function VoucherTender({ balance, onClose }: TenderProps) {
  const { submitPayment } = usePorts();
  const voucher = useMemo(() => createVoucherLookup(), []);
  const lookup = useStore(voucher.$lookup);
  useEffect(() => () => voucher.stop(), [voucher]);
  const [code, setCode] = useState('');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const found = lookup.status === 'found' ? lookup : null;
  const max = found ? Math.max(0, Math.min(balance, found.amount)) : 0;
  useEffect(() => {
    if (found) setAmount(dollars(Math.min(found.amount, Math.max(0, balance))));
  }, [found, balance]);
  return (
    <TenderForm
      title="Voucher Payment"
      submitLabel="Add Voucher Payment"
      onClose={onClose}
      onSubmit={async () => {
        if (!found) return false;
        const cents = parseAmountCents(amount);
        const problem = amountProblem(cents, max);
        setError(problem);
        if (problem) return false;
        return settled(await submitPayment('voucher', cents, { voucher_code: found.code }));
      }}
    >
      <p className="pi-checkout-form__lead">Balance Due: {formatCents(balance)}</p>
      <InputField
        label="Voucher Code"
        autoComplete="off"
        value={code}
        data-initial-focus
        onChange={(e) => {
          setCode(e.target.value);
          voucher.lookup(e.target.value);
        }}
        error={lookup.status === 'invalid' || lookup.status === 'error' ? lookup.message : null}
      />
      <p className="pi-checkout-form__lead" aria-live="polite">
        {lookup.status === 'loading' ? 'Looking up the voucher...' : ''}
        {found ? `Voucher balance: ${formatCents(found.amount)} of ${formatCents(found.original)}` : ''}
      </p>
      {found ? (
        <InputField
          label="Amount"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={error}
          hint={`Max amount allowed: ${formatCents(max)}`}
        />
      ) : null}
    </TenderForm>
  );
}

function StoreCreditTender({ balance, storeCredit, onClose }: TenderProps) {
  const { submitPayment } = usePorts();
  const max = storeCreditMax(storeCredit, balance);
  const [share, setShare] = useState<'100' | '50' | 'custom'>('100');
  const [amount, setAmount] = useState(dollars(max));
  const [error, setError] = useState<string | null>(null);
  const name = useId();
  const choose = (next: '100' | '50' | 'custom') => {
    setShare(next);
    if (next !== 'custom') setAmount(dollars(storeCreditShortcut(next === '100' ? 100 : 50, storeCredit, balance)));
  };
  return (
    <TenderForm
      title="Store Credit Payment"
      submitLabel="Add Store Credit Payment"
      onClose={onClose}
      onSubmit={async () => {
        const cents = parseAmountCents(amount);
        const problem = amountProblem(cents, max);
        setError(problem);
        if (problem) return false;
        return settled(await submitPayment('store_credit', cents));
      }}
    >
      <p className="pi-checkout-form__lead">
        Store Credit: {formatCents(storeCredit)} · Balance Due: {formatCents(balance)}
      </p>
      <fieldset className="pi-checkout-choices">
        <legend>Amount to use</legend>
        {(
          [
            ['100', '100%'],
            ['50', '50%'],
            ['custom', 'Custom'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="pi-checkout-choice">
            <input
              type="radio"
              name={name}
              checked={share === value}
              onChange={() => choose(value)}
              data-initial-focus={value === '100' ? true : undefined}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <InputField
        label="Amount"
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        readOnly={share !== 'custom'}
        onChange={(e) => setAmount(e.target.value)}
        error={error}
        hint={`Max amount allowed: ${formatCents(max)}`}
      />
    </TenderForm>
  );
}

export const CARD_PROBLEMS = {
  device: 'Select a device that will display the amount.',
  department: 'Select a department that will process the batch.',
  cardType: 'Select a card type.',
} as const;

function CardTender({
  balance,
  devices,
  departments,
  onClose,
  title = 'Card Payment',
}: TenderProps & { title?: string }) {
  const { submitPayment } = usePorts();
  const [amount, setAmount] = useState(dollars(balance));
  const [device, setDevice] = useState(devices.length === 1 ? (devices[0]?.id ?? '') : '');
  const [department, setDepartment] = useState(departments.length === 1 ? (departments[0]?.id ?? '') : '');
  const [cardType, setCardType] = useState('');
  const [manual, setManual] = useState(false);
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const name = useId();
  return (
    <TenderForm
      title={title}
      submitLabel="Charge Card"
      onClose={onClose}
      onSubmit={async () => {
        const cents = parseAmountCents(amount);
        const problems = {
          amount: amountProblem(cents, tenderMax('card', balance)),
          device: device ? null : CARD_PROBLEMS.device,
          department: department && device ? null : CARD_PROBLEMS.department,
          cardType: cardType ? null : CARD_PROBLEMS.cardType,
        };
        setErrors(problems);
        if (Object.values(problems).some(Boolean)) return false;
        // A terminal payment needs its event stream: blocked offline, the form kept as typed.
        if (!navigator.onLine) {
          setErrors({
            ...problems,
            amount: 'You are offline: card payments are blocked until the connection is back.',
          });
          return false;
        }
        const fields: TenderFields = {
          datacap_device: device,
          department_id: department,
          card_type: cardType,
          manual_entry: manual,
        };
        return settled(await submitPayment('card', cents, fields));
      }}
    >
      <p className="pi-checkout-form__lead">Balance Due: {formatCents(balance)}</p>
      <AmountField value={amount} onValue={setAmount} error={errors.amount ?? null} />
      <SelectField label="Device" value={device} onChange={(e) => setDevice(e.target.value)} error={errors.device}>
        <option value="">Select a device</option>
        {devices.map((d) => (
          <option key={d.id} value={d.id}>
            {d.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Department"
        value={department}
        onChange={(e) => setDepartment(e.target.value)}
        error={errors.department}
      >
        <option value="">Select a department</option>
        {departments.map((d) => (
          <option key={d.id} value={d.id}>
            {d.name}
          </option>
        ))}
      </SelectField>
      <fieldset className="pi-checkout-choices" aria-describedby={errors.cardType ? `${name}-error` : undefined}>
        <legend>Card Type</legend>
        {['Credit', 'Debit'].map((type) => (
          <label key={type} className="pi-checkout-choice">
            <input type="radio" name={name} checked={cardType === type} onChange={() => setCardType(type)} />
            {type}
          </label>
        ))}
        {errors.cardType ? (
          <span id={`${name}-error`} className="pi-form-field__error" role="alert">
            {errors.cardType}
          </span>
        ) : null}
      </fieldset>
      <CheckboxField label="Manual entry" checked={manual} onChange={(e) => setManual(e.target.checked)} />
    </TenderForm>
  );
}

/** Datacap: a card reader takes the card; the answer carries the payment (no terminal wait). */
function DatacapTender(props: TenderProps) {
  return <CardTender {...props} devices={props.datacapDevices} title="Card Payment (Datacap)" />;
}

export const SMART_TERMINAL_PROBLEM = 'Select a smart terminal that will display the amount.';

/** PayJunction: a smart terminal shows the amount and the customer pays there (the terminal wait). */
function PayJunctionTender({ balance, smartTerminals, onClose }: TenderProps) {
  const { submitPayment } = usePorts();
  const [amount, setAmount] = useState(dollars(balance));
  const [terminal, setTerminal] = useState(smartTerminals.length === 1 ? (smartTerminals[0]?.id ?? '') : '');
  const [errors, setErrors] = useState<{ amount: string | null; terminal: string | null }>({
    amount: null,
    terminal: null,
  });
  return (
    <TenderForm
      title="Card Payment (PayJunction)"
      submitLabel="Charge Card"
      onClose={onClose}
      onSubmit={async () => {
        const cents = parseAmountCents(amount);
        const problems = {
          amount: amountProblem(cents, tenderMax('card', balance)),
          terminal: terminal ? null : SMART_TERMINAL_PROBLEM,
        };
        setErrors(problems);
        if (problems.amount || problems.terminal) return false;
        if (!navigator.onLine) {
          setErrors({
            ...problems,
            amount: 'You are offline: card payments are blocked until the connection is back.',
          });
          return false;
        }
        return settled(await submitPayment('card', cents, { payjunction_smart_terminal_id: terminal }));
      }}
    >
      <p className="pi-checkout-form__lead">Balance Due: {formatCents(balance)}</p>
      <AmountField value={amount} onValue={setAmount} error={errors.amount} />
      <SelectField
        label="Smart Terminal"
        value={terminal}
        onChange={(e) => setTerminal(e.target.value)}
        error={errors.terminal}
      >
        <option value="">Select a smart terminal</option>
        {smartTerminals.map((d) => (
          <option key={d.id} value={d.id}>
            {d.name}
          </option>
        ))}
      </SelectField>
    </TenderForm>
  );
}

const TENDERS: Record<Tender, (props: TenderProps) => ReactNode> = {
  cash: CashTender,
  check: CheckTender,
  voucher: VoucherTender,
  store_credit: StoreCreditTender,
  card: CardTender,
  card_datacap: DatacapTender,
  card_payjunction: PayJunctionTender,
};

export function TenderDialog({ tender, ports, ...props }: TenderProps & { tender: Tender; ports: TenderPorts }) {
  const Body = TENDERS[tender];
  return (
    <Ports.Provider value={ports}>
      <Body {...props} />
    </Ports.Provider>
  );
}

/** The copy button's label goes back after 2 s (spec 2 §4). */
const COPY_RESET_MS = 2000;

/** The online invoice (spec 2 §4): the payment link to copy or send. */
export function InvoiceDialog({
  link,
  copy,
  onClose,
  onSend,
}: {
  link: string;
  /** Copies the link (the checkout's store): true when it was copied. */
  copy(link: string): Promise<boolean>;
  onClose(): void;
  onSend(): void;
}) {
  const [label, setLabel] = useState('Copy Link');
  useEffect(() => {
    if (label === 'Copy Link') return;
    const timer = setTimeout(() => setLabel('Copy Link'), COPY_RESET_MS);
    return () => clearTimeout(timer);
  }, [label]);
  return (
    <Modal
      open
      title="Online Invoice"
      onClose={onClose}
      className="pi-backoffice"
      actions={
        <>
          <button type="button" className="pi-btn" onClick={onClose}>
            Done
          </button>
          <button type="button" className="pi-btn pi-btn--primary" onClick={onSend}>
            Send by Email/Text
          </button>
        </>
      }
    >
      <p>The customer pays the balance through this link.</p>
      <InputField label="Payment link" value={link} readOnly onFocus={(e) => e.currentTarget.select()} />
      <button
        type="button"
        className="pi-btn"
        data-initial-focus
        aria-live="polite"
        onClick={async () => setLabel((await copy(link)) ? 'Copied!' : 'Copy failed: select the link')}
      >
        {label}
      </button>
    </Modal>
  );
}

/** The checkout's terminal calls, handed over like the payment calls: the terminal's store stays in its chunk. */
export interface TerminalPorts {
  text: string;
  check(): Promise<void>;
  cancel(): Promise<void>;
}

/** The card terminal's wait (spec 2 §4): shown while a terminal payment is pending, this page's or one reopened. */
export function TerminalWaitDialog({ wait, ports }: { wait: TerminalWait; ports: TerminalPorts }) {
  const { phase, note, busy, terminal } = wait;
  return (
    <Modal
      open
      title="Card Terminal"
      // The wait is ended by the terminal or by Cancel Transaction, never by Escape.
      onClose={() => undefined}
      className="pi-backoffice pi-checkout-wait"
      actions={
        <>
          {phase !== 'waiting' ? (
            <button type="button" className="pi-btn" disabled={busy} onClick={() => void ports.check()}>
              Check Status
            </button>
          ) : null}
          <button
            type="button"
            className="pi-btn pi-btn--danger"
            disabled={busy}
            data-initial-focus
            onClick={() => void ports.cancel()}
          >
            Cancel Transaction
          </button>
        </>
      }
    >
      <p className="pi-checkout-wait__text">{ports.text}</p>
      <p>
        {formatCents(toCents(terminal.amount))} on {terminal.smart_terminal_id}
      </p>
      {phase === 'overdue' ? (
        <p className="pi-checkout-warning">
          The terminal has not answered in 5 minutes. Check the status or cancel the transaction.
        </p>
      ) : null}
      <p role="status" className="pi-checkout-wait__note">
        {note}
      </p>
    </Modal>
  );
}
