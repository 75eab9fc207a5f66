import { z } from 'zod';
import type { ProviderEventsPage } from '../port';
import type { ZoopHttp, ZoopLogger } from './http';
import { zoopListSchema } from './schemas';
import { readZoopEvent } from './webhook';

/**
 * `GET /events` (RND, VIT; research zoop.md §2): the marketplace's events since `since`, oldest
 * first, `limit` from `offset`. `date_range[gte]` takes `since` as given (ISO 8601): no source
 * shows the format Zoop reads there. Each item is read exactly as a webhook delivery is.
 */
export function zoopEventVerbs(http: ZoopHttp, log: ZoopLogger) {
  return {
    async listEvents(input: { since: string; offset: number; limit: number }): Promise<ProviderEventsPage> {
      const q = new URLSearchParams({
        'date_range[gte]': input.since,
        limit: String(input.limit),
        offset: String(input.offset),
        sort: 'time-ascending',
      });
      const { data } = await http.get(`/events?${q}`, zoopListSchema(z.unknown()));
      const events = data.items.flatMap((item) => {
        try {
          return [readZoopEvent(item, JSON.stringify(item))];
        } catch {
          // One unreadable event must not stop the sweep behind it; it is logged, not guessed.
          log.warn({ offset: input.offset }, 'zoop event unreadable, skipped');
          return [];
        }
      });
      return { events, hasMore: data.has_more ?? false };
    },
  };
}
