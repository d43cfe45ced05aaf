import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose(): void;
  children: ReactNode;
  /** Buttons along the bottom. */
  actions?: ReactNode;
  /** Extra class on the dialog, e.g. `pi-modal--full` for a full-screen form. */
  className?: string;
}

/**
 * A real modal dialog (`<dialog>` + showModal): focus moves in and returns to where it was, Escape closes,
 * the rest of the page is inert, and the dialog is named by its heading.
 */
export function Modal({ open, title, onClose, children, actions, className }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // A form's first field, when it asks for it, rather than the Close button.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={className ? `pi-modal ${className}` : 'pi-modal'}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <div className="pi-modal__header">
        <h2 id={titleId} className="pi-modal__title">
          {title}
        </h2>
        <button type="button" className="pi-modal__close" aria-label="Close" onClick={onClose}>
          ×
        </button>
      </div>
      <div className="pi-modal__body">{children}</div>
      {actions ? <div className="pi-modal__actions">{actions}</div> : null}
    </dialog>
  );
}
