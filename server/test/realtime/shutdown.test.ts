import { createTestApp, login, openTestDb, type TestDb } from '../helpers';
import { connect } from './socket-helpers';

// A server that shuts down (a rolling restart) tells its sockets before it ends them: the
// portal's client then reconnects at once — through the balancer, to another replica — instead
// of waiting as after a disconnect the server does not explain (shared/realtime).

let testDb: TestDb;
beforeAll(async () => {
  testDb = await openTestDb();
});
afterAll(() => testDb.close());

test('closing the server sends server:leaving to every socket before it disconnects them', async () => {
  const context = await createTestApp({ db: testDb.db });
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  const address = context.app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const client = await connect(url, { token: await login(context.app, '13800000001') });
  const leavingBeforeDisconnect = new Promise<number>((resolve) =>
    client.socket.once('disconnect', () => resolve(client.received('server:leaving').length)),
  );
  await context.close();
  expect(await leavingBeforeDisconnect).toBe(1);
  client.close();
});
