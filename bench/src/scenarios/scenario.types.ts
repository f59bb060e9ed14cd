import type { Anchor } from '../lib/anchor.js';
import type { RunningServer } from '../lib/processes.js';

/** What every scenario receives: the real server, already started and healthy. */
export interface ScenarioContext {
  nomina: RunningServer;
  /** The database the server runs on: `PGlite` (embedded) or `PostgreSQL`. */
  database: string;
  /** PostgreSQL's postmaster process, when the server runs on it (CPU accounting). */
  databasePid?: number;
  /** The bare hello world of this run, measured before the scenario: the ratios' denominator. */
  anchor: Anchor;
}

/** One benchmark: one file under scenarios/, listed in run.ts. It prints its own figures. */
export interface Scenario {
  name: string;
  /** Run once per database (PGlite, then PostgreSQL when installed), not only on PGlite. */
  perDatabase?: boolean;
  run: (context: ScenarioContext) => Promise<void>;
}

/**
 * A benchmark that brings its own database and servers (the registrar-scale register). It runs
 * only when named (`npm run bench -- register`), before the shared server starts.
 */
export interface StandaloneScenario {
  name: string;
  runAlone: () => Promise<void>;
}
