// Search analytics (spec 1 §1): click and conversion events in the Algolia Insights protocol. Loaded on demand (by
// src/tracking/search-insights.ts), so no page pays for it before a search; it shares nothing with the search itself.
import * as v from 'valibot';
import type { SearchService } from '../schemas/search';
import { call } from './client';

/** POST /1/events answers {status, message}. */
const InsightsAnswerSchema = v.object({ status: v.optional(v.number()), message: v.optional(v.string()) });

export interface InsightsEvent {
  eventType: 'click' | 'conversion';
  eventName: string;
  eventSubtype?: 'addToCart';
  index: string;
  userToken: string;
  queryID: string;
  objectIDs: string[];
  /** Clicks after a search: the 1-based position of each object in the results. */
  positions?: number[];
  timestamp: number;
}

/** POST {insights host}/1/events {events}; keepalive, so a click event survives following the link. */
export async function sendInsightsEvents(service: SearchService, events: InsightsEvent[]): Promise<void> {
  const host = service.insights_host ?? 'https://insights.algolia.io';
  await call(InsightsAnswerSchema, `${host}/1/events`, {
    json: { events },
    headers: {
      'X-Algolia-Application-Id': service.app_id,
      'X-Algolia-API-Key': service.api_key,
      'X-Requested-With': undefined,
    },
    keepalive: true,
  });
}
