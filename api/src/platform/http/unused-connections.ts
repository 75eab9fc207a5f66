import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Connections that were opened and never carried a byte: a browser opens them ahead of need
 * (Chromium's preconnect) and keeps them. Node's `closeIdleConnections` leaves them alone (it only
 * closes connections that finished a request), so `server.close()` waits for them until the
 * request timeouts cut them, past the shutdown deadline: a SIGTERM then ended in exit 1.
 * Destroying one loses nothing: the client has sent nothing on it, and opens a new one elsewhere.
 */
export function trackUnusedConnections(server: Server): { closeUnused: () => number } {
  const open = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  return {
    closeUnused() {
      let closed = 0;
      for (const socket of open) {
        if (socket.bytesRead > 0) continue;
        socket.destroy();
        closed += 1;
      }
      return closed;
    },
  };
}
