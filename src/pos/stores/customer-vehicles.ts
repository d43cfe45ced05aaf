// The customer editor's Vehicles tab (spec 3 §2, §9): every vehicle of the customer by title, no paging; add and edit
// through the one vehicle form (POST /api/customer_vehicle/add, or edit with vehicleId), delete by vehicleId.
import * as api from '../api/customer-tabs';
import * as vehicleApi from '../api/customer-vehicle';
import { outcomeUnknown, ServerMessageError, userMessage } from '../../api/errors';
import type { CustomerVehicleRow } from '../schemas/customer-tabs';
import { notify } from '../../stores/ports';
import { tabChange } from './customer-tab-change';
import type { VehicleSaveResult } from './customer';
import { createPagedList } from './paged-list';

export function createCustomerVehicles(customerId: number) {
  const list = createPagedList<CustomerVehicleRow>(
    async (query, signal) => {
      const rows = await api.listCustomerVehicles(customerId, signal);
      return { rows, totalPages: 1, page: 1, limit: rows.length, totalItems: rows.length, position: '', counts: {} };
    },
    { sort: 'title', order: 'asc' },
  );
  return {
    list,
    /** The vehicle form's save for this customer (not the cart's): the list is read again after it. */
    async save(fields: Omit<vehicleApi.VehicleFields, 'customer_id'>): Promise<VehicleSaveResult> {
      try {
        const answer = await vehicleApi.saveVehicle({ ...fields, customer_id: customerId });
        notify.success(typeof answer.success === 'string' && answer.success ? answer.success : 'Vehicle saved.');
      } catch (error) {
        if (!(error instanceof ServerMessageError)) console.error('[parts-islands] vehicle could not be saved', error);
        if (outcomeUnknown(error)) await list.reload();
        return { ok: false, message: userMessage(error) };
      }
      await list.reload();
      return { ok: true };
    },
    remove(row: CustomerVehicleRow) {
      return tabChange(
        'vehicle could not be deleted',
        () => api.deleteCustomerVehicle(row.vehicle_id),
        () => list.reload(),
      );
    },
  };
}
export type CustomerVehicles = ReturnType<typeof createCustomerVehicles>;
