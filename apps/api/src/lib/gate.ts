/**
 * Refuses a call whose requester left before its turn came: nobody is waiting for its answer.
 * 499 is the status proxies log for a client that closed its request; it is never sent.
 */
export class RequesterGone extends Error {
  readonly statusCode = 499;
  constructor() {
    super('the requester left before its turn');
  }
}

/**
 * At most `limit` calls of `run` at work at once; the others wait their turn, in order, having
 * done nothing yet. A failed call frees its place like a finished one. A call whose `gone` says
 * its requester left (a closed connection) is dropped when its turn comes, without working: a
 * queue of logins abandoned under load costs no hash.
 */
export function createGate(limit: number) {
  let active = 0;
  const waiting: Array<() => void> = [];
  const leave = () => {
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  };
  return {
    async run<T>(work: () => Promise<T>, gone: () => boolean = () => false): Promise<T> {
      if (active < limit) active += 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        if (gone()) throw new RequesterGone();
        return await work();
      } finally {
        leave();
      }
    },
    /** Calls at work and calls waiting, as the tests read them. */
    load: () => ({ active, waiting: waiting.length }),
  };
}
