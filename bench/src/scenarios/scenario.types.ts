import type { RunningServer } from '../lib/processes.js';

/** What every scenario receives: the real server, already started and healthy. */
export interface ScenarioContext {
  nomina: RunningServer;
}

/** One benchmark: one file under scenarios/, listed in run.ts. It prints its own figures. */
export interface Scenario {
  name: string;
  run: (context: ScenarioContext) => Promise<void>;
}
