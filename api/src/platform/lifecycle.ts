/**
 * Where the process is in its life, for readiness: once a SIGTERM starts the graceful shutdown the
 * instance says it is not ready, so a load balancer stops sending it new requests.
 */
export class Lifecycle {
  draining = false;
  /**
   * Until when (ms since the epoch) readiness answers that the database's disk is full: each write
   * refused for lack of space pushes it on, so it clears by itself a while after space is freed.
   */
  diskFullUntil = 0;
}
