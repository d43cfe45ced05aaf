// The order's history (spec 2 §3 "Order history": date_added, status, comment), or "No Order History Results" (spec 2
// §8), as the order view and the receipt's Order History dialog show it.
// A view of the histories it is handed (no store import: this small shared file stays light on every staff page).
import { formatDateTime } from '../../lib/dates';
import type { OrderHistory } from '../schemas/orders';

export interface HistoriesState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  items: OrderHistory[];
}

export function OrderHistoryList({
  histories,
  onRetry,
  block,
}: {
  histories: HistoriesState;
  onRetry(): void;
  block: string;
}) {
  return (
    <>
      {histories.status === 'error' ? (
        <p role="alert">
          The history could not be loaded.{' '}
          <button type="button" className="pi-btn pi-btn--small" onClick={onRetry}>
            Try again
          </button>
        </p>
      ) : null}
      {histories.items.length ? (
        <table className={`${block}__table`} aria-busy={histories.status === 'loading'}>
          <caption className="pi-sr-only">Order history</caption>
          <thead>
            <tr>
              <th scope="col">Date Added</th>
              <th scope="col">Status</th>
              <th scope="col">Comment</th>
              <th scope="col">Customer Notified</th>
            </tr>
          </thead>
          <tbody>
            {histories.items.map((h, i) => (
              <tr key={i}>
                <td>{formatDateTime(h.date_added)}</td>
                <td>{h.status}</td>
                <td>{h.comment}</td>
                <td>{h.notify ? 'Yes' : 'No'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : histories.status === 'ready' ? (
        <p>No Order History Results</p>
      ) : histories.status === 'loading' ? (
        <p>Loading...</p>
      ) : null}
    </>
  );
}
