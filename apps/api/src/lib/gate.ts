/**
 * At most `limit` calls of `run` at work at once; the others wait their turn, in order, having
 * done nothing yet. A failed call frees its place like a finished one.
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
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (active < limit) active += 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await work();
      } finally {
        leave();
      }
    },
    /** Calls at work and calls waiting, as the tests read them. */
    load: () => ({ active, waiting: waiting.length }),
  };
}
