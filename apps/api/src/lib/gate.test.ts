import { describe, expect, it } from 'vitest';
import { createGate } from './gate';

/** A call that ends when the test says so. */
function heldCall() {
  let release!: () => void;
  let fail!: (error: Error) => void;
  const done = new Promise<void>((resolve, reject) => {
    release = resolve;
    fail = reject;
  });
  return { work: () => done, release, fail };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('gate', () => {
  it('lets `limit` calls work at once and starts the others in their order, one per call ended', async () => {
    const gate = createGate(2);
    const calls = [heldCall(), heldCall(), heldCall(), heldCall()];
    const started: number[] = [];
    const runs = calls.map((call, index) =>
      gate.run(() => {
        started.push(index);
        return call.work();
      }),
    );
    await settle();
    expect(started).toEqual([0, 1]);
    expect(gate.load()).toEqual({ active: 2, waiting: 2 });
    calls[1]!.release();
    await settle();
    expect(started).toEqual([0, 1, 2]);
    calls[0]!.release();
    calls[2]!.release();
    calls[3]!.release();
    await Promise.all(runs);
    expect(started).toEqual([0, 1, 2, 3]);
    expect(gate.load()).toEqual({ active: 0, waiting: 0 });
  });

  it('gives back the place of a call that failed, and passes its error on', async () => {
    const gate = createGate(1);
    const failing = heldCall();
    const first = gate.run(failing.work);
    const second = gate.run(async () => 'second ran');
    failing.fail(new Error('database down'));
    await expect(first).rejects.toThrow('database down');
    await expect(second).resolves.toBe('second ran');
    expect(gate.load()).toEqual({ active: 0, waiting: 0 });
  });
});
