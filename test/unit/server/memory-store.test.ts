// The in-memory idempotency store's bounds: what anonymous traffic can and cannot push out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createMemoryIdempotencyStore, type IdempotentAnswer } from '../../../src/server/memory-store.js';

/** An entry as the proxy stores it: the request's canonical JSON and the answer's text. */
const entry = (fingerprintLength: number, bodyLength: number): IdempotentAnswer => ({
  fingerprint: `{"pad":"${'f'.repeat(Math.max(0, fingerprintLength - 10))}"}`,
  status: 200,
  body: `{"data":"${'b'.repeat(Math.max(0, bodyLength - 11))}"}`,
});
const KEY_PREFIX = `intent:${'a'.repeat(64)}:`;
const VICTIM = `${KEY_PREFIX}victim`;

describe('the memory store: nobody flushes another’s key', () => {
  it('257 intents of 64 KiB (request and answer) leave a small key in place; they push out only each other', () => {
    const store = createMemoryIdempotencyStore();
    const small = entry(300, 400);
    store.set(VICTIM, small);
    for (let i = 0; i < 257; i++) store.set(`${KEY_PREFIX}flood-${i}`, entry(64 * 1024, 64 * 1024));
    assert.deepEqual(store.get(VICTIM), small);
    assert.ok(store.size <= 1 + (16 * 1024 * 1024) / (128 * 1024), `at most 16 MiB of them kept (${store.size} entries)`);
    assert.ok(store.get(`${KEY_PREFIX}flood-256`), 'the newest is kept (an answer up to the proxy’s 1 MiB cap is replayable)');
  });

  it('an entry over maxEntryBytes is not stored, so it is not replayable', () => {
    const store = createMemoryIdempotencyStore({ maxEntryBytes: 64 * 1024 });
    store.set(VICTIM, entry(40 * 1024, 40 * 1024));
    assert.equal(store.size, 0);
  });

  it('entries just under the per-entry cap, 16 MiB of them twice over, push out only each other', () => {
    const store = createMemoryIdempotencyStore();
    const small = entry(300, 400);
    store.set(VICTIM, small);
    const large = entry(30 * 1024, 30 * 1024);
    const count = 2 * Math.ceil((16 * 1024 * 1024) / (60 * 1024));
    for (let i = 0; i < count; i++) store.set(`${KEY_PREFIX}large-${i}`, large);
    assert.deepEqual(store.get(VICTIM), small);
    assert.equal(store.get(`${KEY_PREFIX}large-0`), undefined, 'the oldest large ones went');
    assert.deepEqual(store.get(`${KEY_PREFIX}large-${count - 1}`), large, 'the newest large one is kept');
    assert.ok(store.size < count / 2 + 1, `at most 16 MiB of large entries (${store.size} kept)`);
  });

  it('a mid-size intent (eight staff, over the fair share of 1,677) outlives 16 MiB of near-cap entries twice over', () => {
    const store = createMemoryIdempotencyStore();
    const mid = entry(1200, 1100);
    store.set(VICTIM, mid);
    const large = entry(30 * 1024, 30 * 1024);
    const count = 2 * Math.ceil((16 * 1024 * 1024) / (60 * 1024));
    for (let i = 0; i < count; i++) store.set(`${KEY_PREFIX}large-${i}`, large);
    assert.deepEqual(store.get(VICTIM), mid);
    // A mid-size one stored when the store is full of large ones makes room by pushing out a large one.
    store.set(`${VICTIM}-2`, mid);
    assert.deepEqual(store.get(`${VICTIM}-2`), mid);
  });

  it('a small key goes only by count (maxEntries newer answers, large ones included) or age', () => {
    let now = 0;
    const store = createMemoryIdempotencyStore({ maxEntries: 100, maxBytes: 100 * 1000, ttlMs: 1000, now: () => now });
    store.set('victim', entry(100, 100));
    for (let i = 0; i < 49; i++) store.set(`small-${i}`, entry(100, 100));
    for (let i = 0; i < 50; i++) store.set(`large-${i}`, entry(5000, 4000));
    assert.ok(store.get('victim'), 'over maxBytes, the large ones made room among themselves');
    assert.equal(store.get('large-0'), undefined);
    for (let i = 49; i < 99; i++) store.set(`small-${i}`, entry(100, 100));
    assert.equal(store.size, 100);
    assert.equal(store.get('victim'), undefined, 'over maxEntries, the oldest goes, whatever its size');
    assert.ok(store.get('small-98'));
    now = 1000;
    store.set('fresh', entry(100, 100));
    assert.equal(store.size, 1, 'answers older than ttlMs are dropped as new ones come');
  });

  it('refuses options that are not positive whole numbers', () => {
    for (const bad of [0, -1, NaN, Infinity, 2.5]) {
      for (const name of ['maxEntries', 'maxBytes', 'maxEntryBytes', 'ttlMs', 'waitMs'] as const) {
        assert.throws(() => createMemoryIdempotencyStore({ [name]: bad }), TypeError, `${name}: ${bad}`);
      }
    }
  });
});
