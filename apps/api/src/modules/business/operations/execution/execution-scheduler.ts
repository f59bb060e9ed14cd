import type { FastifyInstance } from 'fastify';
import { createLocalVenue } from '../../../../adapters/execution-venue/execution-venue';
import { sweepRefunds, type TPaymentsDeps } from '../../../external';
import { runExecution, type TEngineDeps, type TEngineReport } from './execution-engine.service';

/**
 * The engine of this server (deps from `createRunnerDeps`, execution.deps.ts); runs never overlap
 * (a run asked while one is going waits for it).
 */
export function createExecutionRunner({
  engine: deps,
  payments,
}: {
  engine: TEngineDeps;
  payments: TPaymentsDeps;
}) {
  let running: Promise<TEngineReport> | null = null;
  /**
   * A run executes and expires orders, then refunds what closed orders had paid (and retries
   * refunds). `maxFill` (testers, local venue only) fills at most that many per order this run.
   */
  const once = async (maxFill?: number) => {
    const venue =
      maxFill !== undefined && deps.venue.kind === 'local' ? createLocalVenue(maxFill) : deps.venue;
    const report = await runExecution({ ...deps, venue });
    await sweepRefunds(payments);
    return report;
  };
  const run = async (maxFill?: number): Promise<TEngineReport> => {
    while (running) await running.catch(() => undefined);
    running = once(maxFill);
    try {
      return await running;
    } finally {
      running = null;
    }
  };
  return { run };
}
export type TExecutionRunner = ReturnType<typeof createExecutionRunner>;

/** Runs the engine every EXECUTION_INTERVAL_MS (0: never by itself) until the server closes. */
export function scheduleExecution(app: FastifyInstance, runner: TExecutionRunner) {
  const every = app.config.EXECUTION_INTERVAL_MS;
  if (every <= 0) return;
  const timer = setInterval(() => {
    runner.run().catch((error: unknown) => app.log.error({ err: error }, 'execution engine run failed'));
  }, every);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
