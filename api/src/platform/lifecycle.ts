/**
 * Where the process is in its life, for readiness: once a SIGTERM starts the graceful shutdown the
 * instance says it is not ready, so a load balancer stops sending it new requests.
 */
export class Lifecycle {
  draining = false;
}
