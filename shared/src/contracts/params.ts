import { z } from 'zod';

/** Path params that are our uuids: anything else is simply not found. */
export const uuidParam = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
