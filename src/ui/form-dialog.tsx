// The one form-in-a-dialog of the staff screens: a real <dialog> (Modal) holding a form, with Cancel and the form's
// submit button (FormButtons) along the bottom; the browser's own submit is never sent, and the dialog's runs once.
import { useId, type ReactNode } from 'react';
import { FormButtons } from '../forms';
import { Modal } from './modal';
import { useSingleFlight } from './use-single-flight';

export interface FormDialogProps {
  /** Default true: for a dialog whose body mounts only while it is open. */
  open?: boolean;
  title: string;
  onClose(): void;
  /**
   * Runs when the form is submitted (the submit button, Enter in a field), at most once at a time: a second submit
   * while it runs (a double click, Enter twice) is ignored, and the button reads `busyLabel` meanwhile.
   */
  onSubmit(): unknown;
  /** The submit button's text, and its text while the submit runs ("Update" / "Updating..."). */
  label: string;
  busyLabel: string;
  /** Busy for another reason too (a store saving). */
  busy?: boolean;
  /** The submit button is disabled (an invalid form); it is always disabled while busy. */
  disabled?: boolean;
  /** Of the dialog (`pi-modal--full`, `pi-backoffice`). */
  className?: string;
  /** Of the form (`pi-pos-form`). */
  formClassName?: string;
  children: ReactNode;
}

export function FormDialog({
  open = true,
  title,
  onClose,
  onSubmit,
  label,
  busyLabel,
  busy,
  disabled,
  className,
  formClassName,
  children,
}: FormDialogProps) {
  const formId = useId();
  const [running, run] = useSingleFlight(async () => onSubmit());
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      className={className}
      actions={
        <FormButtons
          formId={formId}
          label={label}
          busyLabel={busyLabel}
          busy={running || Boolean(busy)}
          disabled={disabled}
          onCancel={onClose}
        />
      }
    >
      <form
        id={formId}
        className={formClassName}
        onSubmit={(e) => {
          e.preventDefault();
          void run();
        }}
        noValidate
      >
        {children}
      </form>
    </Modal>
  );
}
