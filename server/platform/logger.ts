/**
 * One JSON line per event on stdout/stderr, each carrying the request id it belongs to, so that
 * a shopper's complaint ("x-request-id: …") leads straight to the log lines of that request.
 */
import 'server-only';
import { loadServerEnv } from '../../lib/env';

type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level | 'silent', number> = {
  debug: 10,
  info: 20,
  warn: 30,
  error: 40,
  silent: 99,
};

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

function serialise(value: unknown): unknown {
  if (value instanceof Error)
    return { name: value.name, message: value.message, stack: value.stack };
  return value;
}

export function createLogger(base: Record<string, unknown> = {}): Logger {
  const threshold = order[loadServerEnv().LOG_LEVEL];
  const write = (level: Level, msg: string, fields?: Record<string, unknown>) => {
    if (order[level] < threshold) return;
    const entry: Record<string, unknown> = { level, time: new Date().toISOString(), msg, ...base };
    for (const [key, value] of Object.entries(fields ?? {})) entry[key] = serialise(value);
    const line = JSON.stringify(entry);
    if (level === 'error' || level === 'warn') process.stderr.write(`${line}\n`);
    else process.stdout.write(`${line}\n`);
  };
  return {
    debug: (msg, fields) => write('debug', msg, fields),
    info: (msg, fields) => write('info', msg, fields),
    warn: (msg, fields) => write('warn', msg, fields),
    error: (msg, fields) => write('error', msg, fields),
    child: (fields) => createLogger({ ...base, ...fields }),
  };
}
