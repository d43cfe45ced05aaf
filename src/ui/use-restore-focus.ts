import { useLayoutEffect, useRef } from 'react';

/**
 * For a dialog whose body unmounts when it closes (a fresh form each time): remembers what had focus when it
 * opened (layout effects run before the dialog's showModal) and gives focus back when it closes.
 */
export function useRestoreFocus(open: boolean): void {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    } else if (opener.current) {
      if (opener.current.isConnected) opener.current.focus();
      opener.current = null;
    }
  }, [open]);
}
