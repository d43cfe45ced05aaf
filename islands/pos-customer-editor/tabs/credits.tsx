// Credits tab (spec 3 §2, §7): the entries with the balance (the customer's store credit), and adding a credit with a
// description and an amount typed as cents, negative for a debit. A failed add keeps what was typed and says why.
import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import { formatCents, formatDollars } from '../../../src/lib/money';
import type { CustomerCreditRow } from '../../../src/pos/schemas/customer-tabs';
import { createCustomerCredits, type CustomerCredits } from '../../../src/pos/stores/customer-credits';
import { InputField } from '../../../src/forms';
import type { Column } from '../../../src/ui/paged-table';
import { useSingleFlight } from '../../../src/ui/use-single-flight';
import type { CustomerTabProps } from './index';
import { MoneyInput } from '../../../src/ui/money-input';
import { CREDIT_DESCRIPTION_MAX, creditDescriptionProblem } from '../../../src/pos/lib/credit-rules';
import { AddForm, dateColumn, injectTabStyles, ListTable, useListLife } from './shared';

injectTabStyles();

export { DESCRIPTION_REQUIRED } from '../../../src/pos/lib/credit-rules';
/** A credit adds to the store credit, a negative amount (a debit) takes from it; zero changes nothing. */
export const AMOUNT_REQUIRED = 'Enter an amount other than $0.00.';

const columns: Column<CustomerCreditRow>[] = [
  dateColumn('date', 'Date Added', 'date_added', (row) => row.date_added),
  { key: 'description', label: 'Description', sort: 'description', render: (row) => row.description },
  { key: 'amount', label: 'Amount', sort: 'amount', align: 'right', render: (row) => formatDollars(row.amount) },
];

function Balance({ credits }: { credits: CustomerCredits }) {
  const balance = useStore(credits.$balance);
  return (
    <p className="pi-customer-tabs__balance" aria-live="polite">
      Balance: <strong>{balance === null ? '…' : formatDollars(balance)}</strong>
    </p>
  );
}

function AddCredit({ credits }: { credits: CustomerCredits }) {
  const [description, setDescription] = useState('');
  const [cents, setCents] = useState(0);
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, add] = useSingleFlight(credits.add);
  const problems = {
    description: creditDescriptionProblem(description),
    amount: cents !== 0 ? null : AMOUNT_REQUIRED,
  };
  const submit = async () => {
    setTried(true);
    setFailure(null);
    if (problems.description || problems.amount) return;
    const result = await add(description, cents);
    if (!result) return;
    if (result.ok) {
      setDescription('');
      setCents(0);
      setTried(false);
    } else setFailure(result.message);
  };
  return (
    <AddForm
      id="pi-credit-add-title"
      title="Add Credit"
      label="Add Credit"
      busy={busy}
      failure={failure}
      onSubmit={submit}
    >
      <InputField
        label="Description"
        value={description}
        maxLength={CREDIT_DESCRIPTION_MAX}
        error={tried ? problems.description : null}
        onChange={(e) => setDescription(e.target.value)}
      />
      <MoneyInput
        label="Amount"
        signed
        cents={cents}
        onCents={setCents}
        error={tried ? problems.amount : null}
        aria-description={`Type the amount in cents: 1234 is ${formatCents(1234)}. Type - first for a debit, which takes store credit away.`}
      />
    </AddForm>
  );
}

export default function CreditsTab({ customerId }: CustomerTabProps) {
  const credits = useMemo(() => createCustomerCredits(customerId), [customerId]);
  useListLife(credits.list);
  return (
    <section className="pi-customer-tabs" aria-label="Credits">
      <Balance credits={credits} />
      <ListTable
        list={credits.list}
        caption="Credits"
        columns={columns}
        rowKey={(row) => row.customer_transaction_id}
      />
      <AddCredit credits={credits} />
    </section>
  );
}
