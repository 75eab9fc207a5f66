import { randomBytes } from 'node:crypto';

/** Zoop ids are 32 lowercase hex characters (a UUID without dashes). */
export const newZoopId = () => randomBytes(16).toString('hex');
