import { Modal } from '../ui/modal';
import { useSingleFlight } from '../ui/use-single-flight';

/** "Are you sure…?" before a change that cannot be taken back (void, delete): Cancel, or the action once. */
export function ConfirmDialog({
  open = true,
  title,
  text,
  action,
  onClose,
  onConfirm,
}: {
  open?: boolean;
  title: string;
  text: string;
  action: string;
  onClose(): void;
  onConfirm(): Promise<unknown>;
}) {
  const [busy, run] = useSingleFlight(onConfirm);
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      className="pi-backoffice"
      actions={
        <>
          <button type="button" className="pi-btn" onClick={onClose} data-initial-focus>
            Cancel
          </button>
          <button
            type="button"
            className="pi-btn pi-btn--danger"
            disabled={busy}
            onClick={async () => {
              await run();
              onClose();
            }}
          >
            {busy ? 'Please wait...' : action}
          </button>
        </>
      }
    >
      <p>{text}</p>
    </Modal>
  );
}
