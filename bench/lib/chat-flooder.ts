// The attacker of bench/chat-flood.ts, in a process of its own as a real one would be (in the
// bench's process it would slow the bench's own clock-keeping): each account connects `sockets`
// sockets from its own source address and every socket emits `chat:send` in batches of `batch`
// every `everyMs`, without waiting for answers, for `seconds`. A dropped or refused socket comes
// back as soon as it can, as an attacker's would. Prints one JSON line when done: what was
// sent, how it was answered, how often sockets were dropped and reconnections refused.
//
//   node --import tsx bench/lib/chat-flooder.ts '<JSON of FlooderPlan>'
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Socket } from 'socket.io-client';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../server');
const { io } = createRequire(path.join(serverDir, 'package.json'))(
  'socket.io-client',
) as typeof import('socket.io-client');

export interface FlooderPlan {
  url: string;
  accounts: { token: string; receiverId: number; address: string }[];
  sockets: number;
  batch: number;
  everyMs: number;
  seconds: number;
}

export interface FlooderReport {
  /** Frames emitted. */
  emitted: number;
  /** Answers by code (200 stored, 429 over the chat budget…). */
  answered: Record<string, number>;
  /** Sockets the server closed. */
  dropped: number;
  /** Connection attempts refused (a ban, the address's cap or handshake budget). */
  refusedConnections: number;
  /** Sockets still connected at the end. */
  connectedAtEnd: number;
}

const plan = JSON.parse(process.argv[2]!) as FlooderPlan;
const report: FlooderReport = {
  emitted: 0,
  answered: {},
  dropped: 0,
  refusedConnections: 0,
  connectedAtEnd: 0,
};
const endsAt = performance.now() + plan.seconds * 1000;
const running = () => performance.now() < endsAt;
const sockets: Socket[] = [];

function flood(account: FlooderPlan['accounts'][number]) {
  const socket = io(plan.url, {
    path: '/hg/socket.io',
    auth: { token: account.token },
    transports: ['websocket'],
    // Reconnected by hand below, at once rather than after socket.io's back-off.
    reconnection: false,
    forceNew: true,
    // engine.io-client hands it to `ws`, though its own types leave it out.
    ...{ localAddress: account.address },
  });
  sockets.push(socket);
  let timer: NodeJS.Timeout | undefined;
  const again = () => {
    clearInterval(timer);
    socket.close();
    if (running()) setTimeout(() => flood(account), plan.everyMs);
  };
  socket.once('connect', () => {
    timer = setInterval(() => {
      if (!running()) return clearInterval(timer);
      for (let i = 0; i < plan.batch; i += 1) {
        report.emitted += 1;
        socket.emit(
          'chat:send',
          {
            messageId: randomUUID(),
            receiverId: account.receiverId,
            type: 'text',
            payload: JSON.stringify({ text: 'flood' }),
          },
          (answer: { code: number }) => {
            report.answered[answer.code] = (report.answered[answer.code] ?? 0) + 1;
          },
        );
      }
    }, plan.everyMs);
    socket.once('disconnect', (reason) => {
      // Closed here: at the end, or already being replaced.
      if (reason === 'io client disconnect') return;
      report.dropped += 1;
      again();
    });
  });
  socket.once('connect_error', () => {
    report.refusedConnections += 1;
    again();
  });
}

for (const account of plan.accounts) {
  for (let i = 0; i < plan.sockets; i += 1) flood(account);
}
await new Promise((resolve) => setTimeout(resolve, plan.seconds * 1000));
report.connectedAtEnd = sockets.filter((socket) => socket.connected).length;
for (const socket of sockets) socket.close();
// Exiting before a pipe has taken the whole line would cut it.
await new Promise((resolve) => process.stdout.write(`${JSON.stringify(report)}\n`, resolve));
process.exit(0);
