import type { ReactNode } from 'react';
import { Modal } from '../../ui/modal';
import { useSingleFlight } from '../../ui/use-single-flight';

/**
 * "Are you sure…?" before a change that cannot be taken back (void, delete): Cancel (focused first), or the action,
 * run once however often it is pressed.
 */
export function ConfirmDialog({
  open = true,
  title,
  text,
  action,
  busyLabel = 'Please wait...',
  closeAfter = 'any',
  onClose,
  onConfirm,
}: {
  open?: boolean;
  title: string;
  text: ReactNode;
  action: string;
  /** The action button's text while it runs. */
  busyLabel?: string;
  /** 'any': closes once the action is done (its failure is told elsewhere); 'ok': only when it answers `{ ok: true }`. */
  closeAfter?: 'any' | 'ok';
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
              const result = await run();
              if (closeAfter === 'any' || (result as { ok?: boolean } | undefined)?.ok) onClose();
            }}
          >
            {busy ? busyLabel : action}
          </button>
        </>
      }
    >
      <p>{text}</p>
    </Modal>
  );
}
