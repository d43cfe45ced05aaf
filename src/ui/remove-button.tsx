import { useState } from 'react';

/** "Remove" with the item's name for screen readers, disabled while its call runs. */
export function RemoveButton({
  name,
  onRemove,
  className,
}: {
  name: string;
  onRemove: () => Promise<unknown>;
  className: string;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={className}
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        await onRemove();
        setBusy(false);
      }}
    >
      Remove<span className="pi-sr-only"> {name}</span>
    </button>
  );
}
