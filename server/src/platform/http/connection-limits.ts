import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * How long a client may take and how many connections it may hold. A body sent a byte at a time,
 * or thousands of idle connections from one address, would otherwise tie the server up for free.
 */
export interface ConnectionLimits {
  /** Until the request headers are complete. */
  headersTimeoutMs: number;
  /** Until the whole request, body included, has arrived (uploads must fit in it). */
  requestTimeoutMs: number;
  /** How often Node looks for requests past those limits. */
  checkIntervalMs: number;
  /** Open connections from one address (sockets and keep-alive included). */
  perIp: number;
  /** Open connections in all. */
  total: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 60_000,
  checkIntervalMs: 1_000,
  perIp: 200,
  total: 10_000,
};

/**
 * Closes a new connection at once when its address already holds `perIp`. Behind a proxy every
 * connection comes from the proxy, so the caller leaves this off there (the proxy caps clients).
 */
export function capConnectionsPerIp(server: Server, perIp: number): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const count = (open.get(address) ?? 0) + 1;
    if (count > perIp) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
