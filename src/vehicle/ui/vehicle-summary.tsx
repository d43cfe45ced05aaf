import type { ReactNode } from 'react';
import { vehicleName, type Vehicle } from '../stores/vehicle';

/**
 * The Application summary's markup (spec 1 §2): "Your Vehicle", each facet with its remove control, then `reset`. The
 * selector passes `onRemove`; without it (the vehicle-lookup island's skeleton while the selector loads) the same boxes
 * are drawn with inert controls, so nothing moves when the selector replaces them. Styles: vehicle-summary.css.
 */
export function VehicleSummaryView({
  vehicle,
  busy = false,
  onRemove,
  reset,
}: {
  vehicle: Vehicle;
  busy?: boolean;
  onRemove?: (apiField: string) => void;
  reset: ReactNode;
}) {
  const live = !!onRemove;
  const Box = live ? 'section' : 'div';
  return (
    <Box className="pi-vehicle__summary" aria-label={live ? 'Application summary' : undefined}>
      <p className="pi-vehicle__current">
        Your Vehicle: <strong>{vehicleName(vehicle)}</strong>
      </p>
      <ul className="pi-vehicle__facets">
        {vehicle.facets.map((f) => (
          <li key={f.api_field}>
            <span>
              {f.label_field}: {f.label_value}
            </span>
            <button
              type="button"
              className="pi-vehicle__remove"
              aria-label={live ? `Remove ${f.label_field}: ${f.label_value}` : undefined}
              disabled={busy || !live}
              tabIndex={live ? undefined : -1}
              onClick={onRemove && (() => onRemove(f.api_field))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      {reset}
    </Box>
  );
}
