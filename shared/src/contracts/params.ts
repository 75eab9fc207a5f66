import { z } from 'zod';

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Path params that are our uuids: anything else is simply not found. */
export const uuidParam = z.string().regex(UUID_PATTERN);
