import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose(): void;
  children: ReactNode;
  /** Buttons along the bottom. */
  actions?: ReactNode;
  className?: string;
  /** false: no close button and Escape does nothing (the POS locked screen); default true. */
  dismissible?: boolean;
}

/**
 * A real modal dialog (`<dialog>` + showModal): focus moves in (to the element marked `data-initial-focus`, else the
 * first control) and returns to where it was, Escape closes, the rest of the page is inert, and the dialog is named
 * by its heading.
 */
export function Modal({ open, title, onClose, children, actions, className, dismissible = true }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-initial-focus]')?.focus();
    }
    if (!open && dialog.open) {
      dialog.close();
      // Browsers restore focus themselves; this covers the ones (and DOMs) that do not.
      if (opener.current?.isConnected && !dialog.contains(opener.current)) opener.current.focus();
      opener.current = null;
    }
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={className ? `pi-modal ${className}` : 'pi-modal'}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        if (dismissible) onClose();
      }}
    >
      <div className="pi-modal__header">
        <h2 id={titleId} className="pi-modal__title">
          {title}
        </h2>
        {dismissible ? (
          <button type="button" className="pi-modal__close" aria-label="Close" onClick={onClose}>
            ×
          </button>
        ) : null}
      </div>
      <div className="pi-modal__body">{children}</div>
      {actions ? <div className="pi-modal__actions">{actions}</div> : null}
    </dialog>
  );
}
