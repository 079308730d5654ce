import { createMessageId } from './message-id';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

test('ids are version 4 UUIDs, also where randomUUID is missing (plain HTTP)', () => {
  expect(createMessageId()).toMatch(UUID_V4);
  const randomUUID = crypto.randomUUID;
  Object.defineProperty(crypto, 'randomUUID', { configurable: true, value: undefined });
  try {
    const ids = new Set(Array.from({ length: 50 }, createMessageId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  } finally {
    Object.defineProperty(crypto, 'randomUUID', { configurable: true, value: randomUUID });
  }
});
