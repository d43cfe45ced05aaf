// The customer editor's tabs after General (spec 3 §7 "Customer tabs"): one function per call. Lists take the
// customer as customerId plus sort, order, page and limit; changes name it as customer_id (tags: customerId).
import type * as v from 'valibot';
import {
  CreditBalanceSchema,
  CustomerCreditRowSchema,
  CustomerHistoryRowSchema,
  CustomerIpRowSchema,
  CustomerOrderRowSchema,
  CustomerReturnRowSchema,
  CustomerTagsSchema,
  CustomerVehiclesAnswerSchema,
  IpLocationSchema,
  OrdersSummarySchema,
  TabSuccessSchema,
  type CustomerCreditRow,
  type CustomerHistoryRow,
  type CustomerIpRow,
  type CustomerOrderRow,
  type CustomerReturnRow,
  type CustomerTags,
  type CustomerVehicleRow,
  type IpLocation,
  type OrdersSummary,
} from '../schemas/customer-tabs';
import { pagedList } from '../schemas/paged-list';
import { call } from '../../api/client';
import { endpoint } from '../../api/endpoints';
import { callUrl } from '../../api/form';
import { genericPage, listParams, type ListPage, type ListQuery } from './paged';

type Area = 'customer_order' | 'customer_return' | 'customer_history' | 'customer_credit' | 'customer_ip';
export type Success = v.InferOutput<typeof TabSuccessSchema>;

/** One page of a tab's list (the generic shape) plus what the answer says beside the rows (summary, balance). */
async function tabList<T, E extends v.ObjectEntries>(
  area: Area,
  customerId: number,
  query: ListQuery,
  row: v.GenericSchema<unknown, T>,
  extra: E,
  signal?: AbortSignal,
): Promise<{ page: ListPage<T>; extra: v.InferOutput<v.ObjectSchema<E, undefined>> }> {
  const answer = (await call(pagedList(row, extra), callUrl(endpoint(area), '', listParams(query, { customerId })), {
    signal,
  })) as { results: T[]; totalPages: number; position: string } & Record<string, unknown>;
  const { results, totalPages, position, ...rest } = answer;
  return {
    page: genericPage({ results, totalPages, position }, query),
    extra: rest as v.InferOutput<v.ObjectSchema<E, undefined>>,
  };
}

/** GET /api/customer_order: the customer's orders and the summary. */
export async function listCustomerOrders(customerId: number, query: ListQuery, signal?: AbortSignal) {
  const { page, extra } = await tabList(
    'customer_order',
    customerId,
    query,
    CustomerOrderRowSchema,
    OrdersSummarySchema.entries,
    signal,
  );
  return { page: page as ListPage<CustomerOrderRow>, summary: extra as OrdersSummary };
}

export async function listCustomerReturns(
  customerId: number,
  query: ListQuery,
  signal?: AbortSignal,
): Promise<ListPage<CustomerReturnRow>> {
  return (await tabList('customer_return', customerId, query, CustomerReturnRowSchema, {}, signal)).page;
}

export async function listCustomerHistory(
  customerId: number,
  query: ListQuery,
  signal?: AbortSignal,
): Promise<ListPage<CustomerHistoryRow>> {
  return (await tabList('customer_history', customerId, query, CustomerHistoryRowSchema, {}, signal)).page;
}

/** GET /api/customer_credit: the entries and the balance (dollars). */
export async function listCustomerCredits(customerId: number, query: ListQuery, signal?: AbortSignal) {
  const { page, extra } = await tabList(
    'customer_credit',
    customerId,
    query,
    CustomerCreditRowSchema,
    CreditBalanceSchema.entries,
    signal,
  );
  return { page: page as ListPage<CustomerCreditRow>, balance: (extra as { balance: number }).balance };
}

export async function listCustomerIps(
  customerId: number,
  query: ListQuery,
  signal?: AbortSignal,
): Promise<ListPage<CustomerIpRow>> {
  return (await tabList('customer_ip', customerId, query, CustomerIpRowSchema, {}, signal)).page;
}

/** GET /api/customer_vehicle?customerId=: every vehicle (no paging). */
export async function listCustomerVehicles(customerId: number, signal?: AbortSignal): Promise<CustomerVehicleRow[]> {
  const url = callUrl(endpoint('customer_vehicle'), '', { customerId });
  return (await call(CustomerVehiclesAnswerSchema, url, { signal })).results;
}

/** POST /api/customer_vehicle/delete {vehicleId}. */
export function deleteCustomerVehicle(vehicleId: number): Promise<Success> {
  return call(TabSuccessSchema, callUrl(endpoint('customer_vehicle'), 'delete'), { form: { vehicleId } });
}

/** The history entry form (spec 3 §3): 1/0 flags, contacts, comment, and the image file when one is chosen. */
export interface HistoryEntryFields {
  notifyCustomer: '1' | '0';
  notifyByEmail: string;
  notifyByText: string;
  overrideTextPermission: string;
  textingAlerts: string;
  email: string;
  phone: string;
  comment: string;
  image: File | null;
}

/** POST /api/customer_history/add?customer_id= (multipart). */
export function addCustomerHistory(customerId: number, fields: HistoryEntryFields): Promise<Success> {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value instanceof File) body.append(key, value, value.name);
    else if (value !== null) body.append(key, value);
  }
  return call(TabSuccessSchema, callUrl(endpoint('customer_history'), 'add', { customer_id: customerId }), {
    body,
  });
}

/** POST /api/customer_credit/add?customer_id= {description, amount (dollars, 2 decimals)}. */
export function addCustomerCredit(customerId: number, description: string, amount: string): Promise<Success> {
  return call(TabSuccessSchema, callUrl(endpoint('customer_credit'), 'add', { customer_id: customerId }), {
    form: { description, amount },
  });
}

/** POST /api/customer_ip/add (ban) or /remove (lift the ban) ?customer_id= {ip}. */
export function setIpBanned(customerId: number, ip: string, banned: boolean): Promise<Success> {
  return call(
    TabSuccessSchema,
    callUrl(endpoint('customer_ip'), banned ? 'add' : 'remove', { customer_id: customerId }),
    { form: { ip } },
  );
}

/** The IP-lookup service: GET {base}{ip}/json (ipinfo.io's protocol), without the store's cookies or headers. */
export function lookupIp(ip: string, signal?: AbortSignal): Promise<IpLocation> {
  return call(IpLocationSchema, `${endpoint('ip_lookup')}${encodeURIComponent(ip)}/json`, {
    signal,
    anonymous: true,
    timeout: 10_000,
  });
}

/** GET /api/customer_tag/?customerId=. */
export function getCustomerTags(customerId: number, signal?: AbortSignal): Promise<CustomerTags> {
  return call(CustomerTagsSchema, callUrl(endpoint('customer_tag'), '', { customerId }), { signal });
}

/** POST /api/customer_tag/save?customerId= {tags[]}. */
export function saveCustomerTags(customerId: number, tagIds: number[]): Promise<Success> {
  return call(TabSuccessSchema, callUrl(endpoint('customer_tag'), 'save', { customerId }), {
    form: { tags: tagIds },
  });
}
