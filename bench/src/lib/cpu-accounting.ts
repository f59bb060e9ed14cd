// Where the CPU of a load goes, per request, from Linux's per-thread and per-process counters
// (/proc): the server's event loop, its other threads (argon2's), PostgreSQL's processes and this
// benchmark's own (the load generator). It shows what caps a CPU-bound row: on a machine whose
// every core is busy, the requests per second are the cores divided by the CPU one request costs.
import { readFileSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/** Clock ticks a second (USER_HZ): 100 on Linux for every architecture Node runs on. */
const TICKS_PER_SECOND = 100;

/** The fields of a /proc stat line after the command's name (field 3 of proc(5) first). */
const fieldsOf = (statLine: string) => statLine.slice(statLine.lastIndexOf(')') + 2).split(' ');

/** user + system time of one /proc stat line, in ticks (fields 14 and 15 of proc(5)). */
function ticksOf(statLine: string): number {
  const fields = fieldsOf(statLine);
  return Number(fields[11]) + Number(fields[12]);
}

/** The nice value of one /proc stat line (field 19 of proc(5)). */
const niceOf = (statLine: string) => Number(fieldsOf(statLine)[16]);

const read = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null; // a thread or process that ended between the listing and the read
  }
};

/** A process with its children (PostgreSQL's backends are the postmaster's children). */
function withChildren(pid: number): number[] {
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      const stat = read(`/proc/${entry}/stat`);
      return stat !== null && Number(fieldsOf(stat)[1]) === pid;
    })
    .map(Number);
  return [pid, ...children];
}

interface Sample {
  serverMain: number;
  /** The server's threads below its event loop's priority: argon2's (apps/api/src/lib/hash-pool.ts). */
  serverHashes: number;
  /** Its other threads: V8's compiler and garbage collector, libuv's pool. */
  serverOthers: number;
  database: number;
  bench: number;
  machineBusy: number;
  machineTotal: number;
}

function sample(serverPid: number, databasePid?: number): Sample {
  let serverMain = 0;
  let serverHashes = 0;
  let serverOthers = 0;
  const mainNice = niceOf(read(`/proc/${serverPid}/stat`) ?? '');
  for (const thread of readdirSync(`/proc/${serverPid}/task`)) {
    const stat = read(`/proc/${serverPid}/task/${thread}/stat`);
    if (stat === null) continue;
    if (Number(thread) === serverPid) serverMain += ticksOf(stat);
    else if (niceOf(stat) > mainNice) serverHashes += ticksOf(stat);
    else serverOthers += ticksOf(stat);
  }
  const database = databasePid
    ? withChildren(databasePid).reduce((sum, pid) => {
        const stat = read(`/proc/${pid}/stat`);
        return sum + (stat ? ticksOf(stat) : 0);
      }, 0)
    : 0;
  // The first line of /proc/stat: user nice system idle iowait irq softirq steal …
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.split(/\s+/).slice(1, 9).map(Number);
  const idle = cpu[3]! + cpu[4]!;
  const total = cpu.reduce((sum, value) => sum + value, 0);
  return {
    serverMain,
    serverHashes,
    serverOthers,
    database,
    bench: ticksOf(readFileSync('/proc/self/stat', 'utf8')),
    machineBusy: total - idle,
    machineTotal: total,
  };
}

export interface CpuPerRequest {
  /** Milliseconds of CPU per request, by whom. */
  serverMainMs: number;
  hashThreadsMs: number;
  serverThreadsMs: number;
  databaseMs: number;
  loadGeneratorMs: number;
  /** The share of the machine's cores that was busy. */
  machineBusy: number;
  /** Requests a second the cores allow at this cost: cores × 1000 ÷ the ms above, summed. */
  ceilingPerSecond: number;
}

/**
 * A meter of the CPU spent from `start` on, per request: `perRequest` with the number of requests
 * answered meanwhile. Linux only: elsewhere (no /proc) it answers null.
 */
export function cpuMeter(servers: { serverPid?: number; databasePid?: number }) {
  const { serverPid, databasePid } = servers;
  let before: Sample | null = null;
  return {
    start() {
      if (serverPid !== undefined && read(`/proc/${serverPid}/stat`) !== null)
        before = sample(serverPid, databasePid);
    },
    perRequest(requests: number): CpuPerRequest | null {
      if (!before || requests === 0) return null;
      const after = sample(serverPid!, databasePid);
      const spent = (key: keyof Sample) => ((after[key] - before![key]) * 1000) / TICKS_PER_SECOND / requests;
      const cpu = {
        serverMainMs: spent('serverMain'),
        hashThreadsMs: spent('serverHashes'),
        serverThreadsMs: spent('serverOthers'),
        databaseMs: spent('database'),
        loadGeneratorMs: spent('bench'),
        machineBusy:
          (after.machineBusy - before.machineBusy) / Math.max(1, after.machineTotal - before.machineTotal),
      };
      const total =
        cpu.serverMainMs + cpu.hashThreadsMs + cpu.serverThreadsMs + cpu.databaseMs + cpu.loadGeneratorMs;
      return { ...cpu, ceilingPerSecond: (availableParallelism() * 1000) / total };
    },
  };
}
