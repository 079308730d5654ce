// Chat delivery under load: N members each hold one socket to one server process; random members
// write text messages to one of their ten conversation partners at a target rate for a fixed time. Prints the delivery latency (sender's
// emit → the receiver's `chat:message`), the ack latency (emit → stored and acknowledged) and the
// achieved throughput. Goal (issue #4, docs/performance.md): 1,000 clients, 500 msg/s, p99 ≤ 50 ms.
// The members and the load are bench/lib/chat-load.ts (bench/scale-out.ts uses them too).
//
//   server/node_modules/.bin/tsx bench/chat-delivery.ts [--clients 1000] [--rate 500] [--seconds 20]
//
// The database (PGlite in a throwaway DATA_DIR, or a throwaway schema when DATABASE_URL is set)
// is prepared here with the members and their sessions, then the real server is started on it.
import { parseArgs } from 'node:util';
import { prepareDatabase } from '../server/src/prepare';
import { openBenchDatabase, percentile, startBenchServer } from './lib/bench-server';
import { prepareChatMembers, runChatLoad } from './lib/chat-load';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '1000' },
    rate: { type: 'string', default: '500' },
    seconds: { type: 'string', default: '20' },
    port: { type: 'string', default: '18910' },
  },
});
const CLIENTS = Number(values.clients);
const RATE = Number(values.rate);
const SECONDS = Number(values.seconds);
const PORT = Number(values.port);

const database = await openBenchDatabase('portal-chat-bench-', async (db) => {
  await prepareDatabase(db, { demoData: false });
  return prepareChatMembers(db, { count: CLIENTS });
});
try {
  const server = await startBenchServer({
    port: PORT,
    // Every simulated client connects from 127.0.0.1.
    env: { ...database.serverEnv, CONNECTIONS_PER_IP: '5000' },
  });
  try {
    const result = await runChatLoad({
      url: server.url,
      members: database.prepared,
      rate: RATE,
      seconds: SECONDS,
    });
    const { deliveryMs, ackMs } = result;
    console.log(
      `Chat delivery: ${CLIENTS} clients on one process (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}), ` +
        `target ${RATE} msg/s for ${SECONDS} s`,
    );
    console.log(`  connected ${CLIENTS} sockets in ${result.connectSeconds.toFixed(1)} s`);
    console.log(
      `  sent ${result.sent}, delivered ${deliveryMs.length}, failed ${result.failures}; ` +
        `throughput ${result.deliveredPerSecond.toFixed(0)} msg/s delivered while sending`,
    );
    console.log(
      `  delivery latency: p50 ${percentile(deliveryMs, 50).toFixed(1)} ms, p99 ${percentile(deliveryMs, 99).toFixed(1)} ms, max ${percentile(deliveryMs, 100).toFixed(1)} ms`,
    );
    console.log(
      `  ack latency:      p50 ${percentile(ackMs, 50).toFixed(1)} ms, p99 ${percentile(ackMs, 99).toFixed(1)} ms`,
    );
  } finally {
    await server.stop();
  }
} finally {
  await database.close();
}
