import { onTestFinished } from 'vitest';
import { createLogger, setRootLogger } from '../logging/logger';

/** One JSON log line as the API writes it. */
export interface LogLine {
  level: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
  time: string;
  msg?: string;
  reqId?: string;
  err?: { type: string; message: string; stack: string };
  [field: string]: unknown;
}

/**
 * Records what the API logs (debug and above, in requests and outside them) until the current
 * test ends; tests otherwise log nothing (LOG_LEVEL defaults to silent with NODE_ENV=test).
 */
export function captureLogs(): LogLine[] {
  const lines: LogLine[] = [];
  const destination = { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) };
  onTestFinished(setRootLogger(createLogger({ level: 'debug', format: 'json' }, destination)));
  return lines;
}

/** The JSON log lines in a child process's output (other lines are skipped). */
export function parseLogLines(output: string): LogLine[] {
  return output.split('\n').flatMap((line) => {
    if (!line.startsWith('{')) return [];
    try {
      return [JSON.parse(line) as LogLine];
    } catch {
      return [];
    }
  });
}
