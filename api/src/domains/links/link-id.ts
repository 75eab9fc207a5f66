import { randomBytes } from 'node:crypto';

/** 16 random bytes = 128 bits, 22 base64url characters: not guessable, safe in a URL. */
export const newLinkId = (): string => randomBytes(16).toString('base64url');

// The shape of any link id we ever issued is LINK_ID_PATTERN in the links contract.
