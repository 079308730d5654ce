/**
 * The attacker of flood.test.ts, in its own process as a real one would be (clients in the test's
 * own process would slow the server's event loop themselves): opens `sockets` sockets with one
 * token from `localAddress` and sends `chat:send` as fast as the acks come back, 20 in flight per
 * socket, while the socket is connected, until a line arrives on stdin or FLOOD_MAX_EMITS have
 * gone out. Prints one JSON line when connected ({connected, refused}) and one when done
 * ({acks: [[messageId, code, msg]], anyStillConnected}); sends the server never answered (it
 * dropped the socket) have no ack.
 *
 * Usage: node --import tsx test/realtime/flood-client.ts <url> <token> <receiverId> <sockets> <localAddress>
 */
import { createInterface } from 'node:readline';
import { openSocket, textMessage, type Ack } from './socket-helpers';

const FLOOD_MAX_EMITS = 20_000;
const IN_FLIGHT = 20;

async function main() {
  const [url, token, receiver, count, localAddress] = process.argv.slice(2);
  const receiverId = Number(receiver);
  const attempts = await Promise.allSettled(
    Array.from(
      { length: Number(count) },
      () =>
        new Promise<ReturnType<typeof openSocket>>((resolve, reject) => {
          const socket = openSocket(url!, { token }, {}, localAddress);
          socket.once('connect', () => resolve(socket));
          socket.once('connect_error', (error) => {
            socket.close();
            reject(error);
          });
        }),
    ),
  );
  const sockets = attempts.flatMap((attempt) =>
    attempt.status === 'fulfilled' ? [attempt.value] : [],
  );
  const refused = attempts.flatMap((attempt) =>
    attempt.status === 'rejected' ? [String((attempt.reason as Error).message)] : [],
  );
  let stop = false;
  createInterface({ input: process.stdin }).once('line', () => {
    stop = true;
  });
  process.stdout.write(`${JSON.stringify({ connected: sockets.length, refused })}\n`);

  let emitted = 0;
  const acks: [string, number, string][] = [];
  await Promise.all(
    sockets.map(async (socket) => {
      while (!stop && socket.connected && emitted < FLOOD_MAX_EMITS) {
        await Promise.all(
          Array.from({ length: IN_FLIGHT }, async () => {
            emitted += 1;
            const input = textMessage(receiverId, 'flood');
            try {
              const ack = (await socket.timeout(10_000).emitWithAck('chat:send', input)) as Ack;
              acks.push([input.messageId, ack.code, ack.msg]);
            } catch {
              // Disconnected (or timed out) before an answer.
            }
          }),
        );
      }
    }),
  );
  const anyStillConnected = sockets.some((socket) => socket.connected);
  for (const socket of sockets) socket.close();
  // Exiting before a pipe has taken the whole line would cut it.
  await new Promise((resolve) =>
    process.stdout.write(`${JSON.stringify({ acks, anyStillConnected })}\n`, resolve),
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${String(error)}\n`);
    process.exit(1);
  },
);
