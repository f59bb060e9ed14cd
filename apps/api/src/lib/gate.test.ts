import { describe, expect, it } from 'vitest';
import { RequesterGone, createGate } from './gate';

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

describe('gate, requesters who left', () => {
  it('drops a waiting call whose requester left, without running it, and gives its turn to the next', async () => {
    const gate = createGate(1);
    const first = heldCall();
    const ran: string[] = [];
    let left = false;
    const running = gate.run(first.work);
    const abandoned = gate.run(
      async () => ran.push('abandoned'),
      () => left,
    );
    const next = gate.run(async () => ran.push('next'));
    left = true;
    first.release();
    await running;
    await expect(abandoned).rejects.toBeInstanceOf(RequesterGone);
    await next;
    expect(ran).toEqual(['next']);
    expect(gate.load()).toEqual({ active: 0, waiting: 0 });
  });

  it('runs a call whose requester is still there', async () => {
    const gate = createGate(1);
    await expect(
      gate.run(
        async () => 'answered',
        () => false,
      ),
    ).resolves.toBe('answered');
  });
});
