import { AsyncLocalStorage } from 'node:async_hooks';
import { createRequire } from 'node:module';
import pino, { type DestinationStream, type LogFn, type Logger, type LoggerOptions } from 'pino';
import type PinoPretty from 'pino-pretty';
import { readLogEnv, type LogEnv, type LogLevel } from '../config/env';

// Structured logs (decision 0035): one JSON object a line on stdout, or pino-pretty's lines for
// a person at a terminal. Code anywhere logs through `logger`; inside a request that is the
// request's child logger, so every line carries its reqId.

export type { Logger };
type LogFormat = 'json' | 'pretty';

export interface LogSettings {
  level: LogLevel;
  format: LogFormat;
}

/**
 * LOG_FORMAT when set; unset, pretty outside production when stdout is a terminal (`npm start`
 * in a shell, `npm run dev` through apps/api/dev.env), JSON lines otherwise (containers,
 * services, pipes, the tests' child processes).
 */
function logSettingsFor(env: LogEnv, isTty = Boolean(process.stdout.isTTY)): LogSettings {
  const format = env.LOG_FORMAT ?? (env.NODE_ENV !== 'production' && isTty ? 'pretty' : 'json');
  return { level: env.LOG_LEVEL, format };
}

/** A logger writing to `destination`, or to stdout (synchronously: the last line before an exit is never lost). */
export function createLogger(settings: LogSettings, destination?: DestinationStream): Logger {
  const options: LoggerOptions = { level: settings.level, timestamp: pino.stdTimeFunctions.isoTime };
  if (settings.format === 'pretty') return pino(options, destination ?? prettyStdout());
  // Level names ("error"), not numbers: readable as they are, and what log collectors expect.
  options.formatters = { level: (label) => ({ level: label }) };
  return pino(options, destination ?? pino.destination({ dest: 1, sync: true }));
}

function prettyStdout(): DestinationStream {
  // Loaded only when asked for: a JSON logger never needs it.
  const require = createRequire(import.meta.url);
  const { build } = require('pino-pretty') as typeof PinoPretty;
  return build({
    destination: 1,
    sync: true,
    translateTime: 'SYS:HH:MM:ss.l',
    // An access line says it all in its message ("GET /api/me 200 4.2 ms"); a request's lines
    // start with the first characters of its reqId, enough to tell requests apart.
    ignore: 'pid,hostname,reqId,method,path,status,durationMs',
    messageFormat: (log, messageKey) => {
      const message = String(log[messageKey] ?? '');
      return typeof log.reqId === 'string' ? `${log.reqId.slice(0, 8)} ${message}` : message;
    },
  });
}

// The process's logger, set up from the environment as soon as this module loads (before
// readEnv(), whose errors it reports).
let root: Logger = createLogger(logSettingsFor(readLogEnv()));

const requestScope = new AsyncLocalStorage<{ logger: Logger }>();

/** The process's logger (outside any request). */
export function rootLogger(): Logger {
  return root;
}

/** Replaces the process's logger (tests capture lines this way: test/logs.ts); returns the undo. */
export function setRootLogger(next: Logger): () => void {
  const previous = root;
  root = next;
  return () => {
    root = previous;
  };
}

/** Runs fn (and everything it awaits) with `log` as the logger `logger` writes to. */
export function runWithLogger<T>(log: Logger, fn: () => T): T {
  return requestScope.run({ logger: log }, fn);
}

/** The logger for this moment: the current request's (with its reqId), else the process's. */
function currentLogger(): Logger {
  return requestScope.getStore()?.logger ?? root;
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

function writeTo(level: Level): LogFn {
  return ((...args: unknown[]) => {
    const log = currentLogger();
    (log[level] as (...params: unknown[]) => void).apply(log, args);
  }) as LogFn;
}

/**
 * What the API logs through, with pino's calls: `logger.error({ err }, 'Could not …')`. An error
 * goes under `err` (type, message, stack and causes are written out).
 */
export const logger: Readonly<Record<Level, LogFn>> = {
  fatal: writeTo('fatal'),
  error: writeTo('error'),
  warn: writeTo('warn'),
  info: writeTo('info'),
  debug: writeTo('debug'),
  trace: writeTo('trace'),
};
