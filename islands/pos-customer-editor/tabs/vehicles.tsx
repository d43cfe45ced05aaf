// Vehicles tab (spec 3 §2, §9): the customer's vehicles by title, no paging; add and edit with the POS's one vehicle
// form (year/make/model from the vehicle service), delete after confirmation.
import { useMemo, useState } from 'react';
import { VehicleFormModal } from '../../../src/pos/ui/vehicle-picker';
import { injectPosStyles } from '../../../src/pos/ui/styles';
import type { CustomerVehicleRow } from '../../../src/pos/schemas/customer-tabs';
import { createCustomerVehicles } from '../../../src/pos/stores/customer-vehicles';
import type { Column } from '../../../src/ui/paged-table';
import type { CustomerTabProps } from './index';
import { ConfirmDialog } from '../../../src/pos/ui/confirm-dialog';
import { injectTabStyles, ListTable, useListLife } from './shared';

injectTabStyles();
injectPosStyles();

export default function VehiclesTab({ customerId }: CustomerTabProps) {
  const vehicles = useMemo(() => createCustomerVehicles(customerId), [customerId]);
  useListLife(vehicles.list);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CustomerVehicleRow | null>(null);
  const name = (row: CustomerVehicleRow) => row.title || row.ymm;
  const columns: Column<CustomerVehicleRow>[] = [
    { key: 'id', label: 'Vehicle ID', render: (row) => row.vehicle_id },
    { key: 'title', label: 'Title', render: (row) => row.title },
    { key: 'ymm', label: 'Year / Make / Model', render: (row) => row.ymm },
    { key: 'notes', label: 'Notes', render: (row) => row.notes },
    {
      key: 'actions',
      label: 'Action',
      hiddenLabel: true,
      render: (row) => (
        <span className="pi-customer-tabs__actions">
          <button
            type="button"
            className="pi-btn pi-btn--small"
            aria-haspopup="dialog"
            aria-label={`Edit ${name(row)}`}
            onClick={() => setEditing(row.vehicle_id)}
          >
            Edit
          </button>
          <button
            type="button"
            className="pi-btn pi-btn--small pi-btn--danger"
            aria-haspopup="dialog"
            aria-label={`Delete ${name(row)}`}
            onClick={() => setDeleting(row)}
          >
            Delete
          </button>
        </span>
      ),
    },
  ];
  return (
    <section className="pi-customer-tabs" aria-label="Vehicles">
      <p>
        <button
          type="button"
          className="pi-btn pi-btn--primary"
          aria-haspopup="dialog"
          onClick={() => setEditing('new')}
        >
          Add Vehicle
        </button>
      </p>
      <ListTable
        list={vehicles.list}
        caption="Vehicles"
        columns={columns}
        rowKey={(row) => row.vehicle_id}
        paged={false}
      />
      <VehicleFormModal
        vehicleId={typeof editing === 'number' ? editing : null}
        open={editing !== null}
        onClose={() => setEditing(null)}
        save={vehicles.save}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Vehicle"
        text={deleting ? `Are you sure you want to delete ${name(deleting)}?` : ''}
        action="Delete Vehicle"
        busyLabel="Working..."
        closeAfter="ok"
        onClose={() => setDeleting(null)}
        onConfirm={() => (deleting ? vehicles.remove(deleting) : Promise.resolve({ ok: false }))}
      />
    </section>
  );
}
