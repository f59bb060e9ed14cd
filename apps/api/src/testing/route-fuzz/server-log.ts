/** The route fuzz's view of the server log: error lines captured, each told in one short line. */
import type { FastifyInstance } from 'fastify';

/** Long runs of one character shortened, so a failure line stays readable. */
export const shorten = (text: string, max = 300) => {
  // Control characters escaped (a NUL, the CRLF of a multipart body), so a line stays one line.
  const short = JSON.stringify(text)
    .slice(1, -1)
    .replace(/(.)\1{19,}/gsu, (run, char: string) => `${char}×${run.length}`);
  return short.length > max ? `${short.slice(0, max)}…` : short;
};

/**
 * The app's error log lines, captured instead of printed: the pino stream the app and every
 * request logger write to, found by its symbol's description (pino's `symbols.streamSym`).
 */
export function captureErrorLog(app: FastifyInstance): { take: () => string[] } {
  let lines: string[] = [];
  let holder: object | null = app.log;
  while (holder) {
    const symbol = Object.getOwnPropertySymbols(holder).find((entry) => entry.description === 'pino.stream');
    if (symbol) {
      const stream = (holder as Record<symbol, { write: (line: string) => boolean }>)[symbol]!;
      stream.write = (line: string) => {
        lines.push(line);
        return true;
      };
      break;
    }
    holder = Object.getPrototypeOf(holder) as object | null;
  }
  return {
    take: () => {
      const taken = lines;
      lines = [];
      return taken;
    },
  };
}

/** An error log line in short: the error, its cause, the app's own frames of its stack. */
export function describeLog(line: string): string {
  try {
    const entry = JSON.parse(line) as {
      msg?: string;
      err?: { type?: string; message?: string; stack?: string; query?: string };
    };
    const stack = entry.err?.stack ?? '';
    const cause = /\ncaused by: (.*)/.exec(stack)?.[1];
    const what = entry.err?.query
      ? `${cause ?? ''} in query ${shorten(entry.err.query, 90)}`
      : shorten((entry.err?.message ?? '').replaceAll('\n', ' '), 200);
    const frames = stack
      .split('\n')
      .filter((frame) => frame.includes('/apps/api/src/') || frame.includes('/packages/'))
      .slice(0, 3)
      .map((frame) =>
        frame
          .trim()
          .replace(/\(?\S*\/(apps|packages)\//, '$1/')
          .replace(/\)$/, ''),
      );
    return `${entry.msg}: ${entry.err?.type ?? ''} ${what} ${frames.join(' ')}`;
  } catch {
    return shorten(line, 300);
  }
}
