// Search analytics (spec 1 §1): click and conversion events in the Algolia Insights protocol.
import { InsightsAnswerSchema } from '../schemas/search';
import { call } from './client';
import { serviceHeaders, type SearchService } from './search';

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
    headers: serviceHeaders(service),
    keepalive: true,
  });
}
