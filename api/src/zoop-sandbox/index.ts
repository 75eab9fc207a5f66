/** Zoop sandbox: a Fastify plugin the API mounts under a prefix in development and tests. */
export { zoopSandbox } from './plugin';
export { SandboxPersistence } from './persistence';
export type { ZoopSandboxOptions } from './context';
export type { FaultsPatch } from './faults';
export { TEST_CARDS } from './test-cards';
