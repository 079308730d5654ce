import type { HandshakeAuth, RealtimeSocket } from './realtime-client';

/** Where the server listens: under `/hg`, so the proxies that carry the API carry the socket too. */
export const SOCKET_PATH = '/hg/socket.io';

/**
 * Opens the page's socket; the handshake names the page's language, which the server answers in.
 * This package is provided eagerly by the shell, so socket.io-client is loaded on demand here,
 * keeping it off the first load of every visitor who is not signed in.
 */
export async function openSocketIo(auth: HandshakeAuth): Promise<RealtimeSocket> {
  const { io } = await import(/* webpackChunkName: "socket-io-client" */ 'socket.io-client');
  return io({ path: SOCKET_PATH, auth: { ...auth } });
}
