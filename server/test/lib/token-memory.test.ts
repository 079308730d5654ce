import { TokenMemory } from '../../src/platform/auth/token-memory';

const NOW = new Date('2026-11-27T12:00:00Z');
const LATER = new Date('2026-11-28T12:00:00Z');

function listeningMemory() {
  const memory = new TokenMemory<string>();
  memory.listening(true);
  return memory;
}

describe('TokenMemory', () => {
  it('answers a remembered token until the token itself ends', () => {
    const memory = listeningMemory();
    memory.remember('hash', 'member 7', LATER, memory.mark());
    expect(memory.recall('hash', NOW)).toBe('member 7');
    expect(memory.recall('hash', LATER)).toBeUndefined();
    expect(memory.recall('hash', NOW)).toBeUndefined();
  });

  it('forgets every token on a change heard', () => {
    const memory = listeningMemory();
    memory.remember('a', 'member 1', LATER, memory.mark());
    memory.remember('b', 'member 2', LATER, memory.mark());
    memory.heard();
    expect(memory.recall('a', NOW)).toBeUndefined();
    expect(memory.recall('b', NOW)).toBeUndefined();
  });

  it('does not store a lookup during which a change was heard', () => {
    const memory = listeningMemory();
    const mark = memory.mark();
    memory.heard();
    memory.remember('hash', 'read before the change', LATER, mark);
    expect(memory.recall('hash', NOW)).toBeUndefined();
  });

  it('remembers nothing while it does not hear the changes, nor what was read before', () => {
    const memory = new TokenMemory<string>();
    memory.remember('hash', 'member 7', LATER, memory.mark());
    expect(memory.recall('hash', NOW)).toBeUndefined();

    memory.listening(true);
    memory.remember('hash', 'member 7', LATER, memory.mark());
    const beforeTheGap = memory.mark();
    memory.listening(false);
    expect(memory.recall('hash', NOW)).toBeUndefined();
    memory.listening(true);
    memory.remember('other', 'read while deaf', LATER, beforeTheGap);
    expect(memory.recall('other', NOW)).toBeUndefined();
  });
});
