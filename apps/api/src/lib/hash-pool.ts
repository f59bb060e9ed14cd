import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * argon2 on threads of its own, one per core, each 10 steps of `nice` below the
 * thread that serves requests. A burst of logins then uses every core while nothing else runs,
 * and yields the CPU at once to the event loop (and to the embedded database's queries, which run
 * on it) when other requests come: they stay fast while logins queue.
 */
export type THashTask =
  { op: 'hash'; password: string; options: object } | { op: 'verify'; hash: string; password: string };

/** Runs in each worker (CommonJS, given as source so the bundled server needs no second file). */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const argon2 = require(workerData.argon2);
try {
  // Linux: this thread's id, whose niceness is its own (other threads keep theirs). Lowered from
  // what it inherited, 19 at most: a server started under \`nice\` keeps its event loop above too.
  const thread = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  const os = require('node:os');
  os.setPriority(thread, Math.min(19, os.getPriority(thread) + workerData.nice));
} catch {
  // Another system: the hashes run at the server's priority.
}
parentPort.on('message', (task) => {
  try {
    const result =
      task.op === 'hash'
        ? argon2.hashSync(task.password, task.options)
        : argon2.verifySync(task.hash, task.password);
    parentPort.postMessage({ result });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
`;

const NICE = 10;

/**
 * Tasks a worker holds at once: the one it hashes and the next, which it starts as soon as the
 * first ends instead of idling until the event loop hears of it and sends another.
 */
export const TASKS_PER_THREAD = 2;

type TPending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type TQueued = { task: THashTask; pending: TPending };
/** One worker, with the tasks it holds, in the order it runs them. */
type TSlot = { worker: Worker; tasks: TPending[] };

export function createHashPool(size = availableParallelism()) {
  const argon2 = createRequire(import.meta.url).resolve('@node-rs/argon2');
  const slots: TSlot[] = [];
  const queue: TQueued[] = [];

  function start(): TSlot {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { argon2, nice: NICE } });
    const slot: TSlot = { worker, tasks: [] };
    worker.unref();
    worker.on('message', ({ result, error }: { result?: unknown; error?: string }) => {
      const done = slot.tasks.shift();
      if (slot.tasks.length === 0) worker.unref();
      if (error === undefined) done?.resolve(result);
      else done?.reject(new Error(error));
      drain();
    });
    worker.on('error', (error) => {
      // A worker that died fails its tasks; the next task starts another.
      slots.splice(slots.indexOf(slot), 1);
      for (const pending of slot.tasks.splice(0)) pending.reject(error);
      drain();
    });
    slots.push(slot);
    return slot;
  }

  /** An idle worker, else a new one while there are fewer than `size`, else the least held. */
  function nextSlot(): TSlot | undefined {
    const idle = slots.find((candidate) => candidate.tasks.length === 0);
    if (idle) return idle;
    if (slots.length < size) return start();
    const least = slots.reduce((best, candidate) =>
      candidate.tasks.length < best.tasks.length ? candidate : best,
    );
    return least.tasks.length < TASKS_PER_THREAD ? least : undefined;
  }

  function drain() {
    while (queue.length > 0) {
      const slot = nextSlot();
      if (!slot) return;
      const { task, pending } = queue.shift()!;
      slot.tasks.push(pending);
      // Held while it works, so a process waiting on a hash does not exit under it.
      slot.worker.ref();
      slot.worker.postMessage(task);
    }
  }

  return {
    run<T>(task: THashTask): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queue.push({ task, pending: { resolve: resolve as (value: unknown) => void, reject } });
        drain();
      });
    },
    /** Stops the workers (tests); a later task starts others. */
    async close() {
      await Promise.all(slots.splice(0).map(({ worker }) => worker.terminate()));
    },
  };
}
