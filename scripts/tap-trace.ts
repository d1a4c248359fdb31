/**
 * Where a tap's wait goes (issue #37): the main thread's work from the touch until the control's
 * effect shows, read from a Chromium trace of one bench:taps run (`npm run bench:taps -- --trace
 * DIR`). Prints the top-level tasks in that window with their largest parts, so that a wait over
 * the bar can be put down to parsing, a script, style, layout or the input's own handling.
 */
import type { CDPSession } from 'playwright';

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { type?: string } };
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'input',
  'latencyInfo',
].join(',');

export async function startTrace(cdp: CDPSession): Promise<void> {
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReturnAsStream' });
}

/** Ends the trace and reads it whole. */
export async function endTrace(cdp: CDPSession): Promise<TraceEvent[]> {
  const done = new Promise<string>((resolve) =>
    cdp.once('Tracing.tracingComplete', (event) => resolve(event.stream!)),
  );
  await cdp.send('Tracing.end');
  const handle = await done;
  let text = '';
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle, size: 1 << 20 });
    text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString('utf8') : chunk.data;
    if (chunk.eof) break;
  }
  await cdp.send('IO.close', { handle });
  const parsed = JSON.parse(text) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  return Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
}

/**
 * The renderer main thread's complete events from the first pointerdown's dispatch until
 * `waitMs` (plus a frame) later, as lines: offset from the touch, duration, name, and the three
 * longest events nested in it.
 */
export function tapWindow(events: TraceEvent[], waitMs: number): string[] {
  const down = events.find(
    (event) => event.name === 'EventDispatch' && event.args?.data?.type === 'pointerdown',
  );
  if (!down) return ['no pointerdown in the trace'];
  const thread = events.filter(
    (event) =>
      event.pid === down.pid &&
      event.tid === down.tid &&
      event.ph === 'X' &&
      event.dur !== undefined,
  );
  const from = down.ts - 300_000;
  const to = down.ts + (waitMs + 20) * 1000;
  const tasks = thread.filter(
    (event) => event.name === 'RunTask' && event.ts + event.dur! >= from && event.ts <= to,
  );
  const lines: string[] = [];
  for (const task of tasks) {
    if (task.dur! < 2000 && !(task.ts <= down.ts && down.ts <= task.ts + task.dur!)) continue;
    const inner = thread
      .filter(
        (event) =>
          event !== task &&
          event.name !== 'RunTask' &&
          event.ts >= task.ts &&
          event.ts + event.dur! <= task.ts + task.dur!,
      )
      .sort((a, b) => b.dur! - a.dur!)
      .slice(0, 4)
      .map(
        (event) =>
          `${event.name}${event.args?.data?.type ? `:${event.args.data.type}` : ''} ${(event.dur! / 1000).toFixed(1)}`,
      );
    lines.push(
      `${((task.ts - down.ts) / 1000).toFixed(1).padStart(7)} ms  ${(task.dur! / 1000).toFixed(1).padStart(6)} ms  ${inner.join(', ')}`,
    );
  }
  return lines;
}
