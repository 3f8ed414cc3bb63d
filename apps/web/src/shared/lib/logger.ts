import { localStore } from './browserStorage';

/**
 * The web app's one logger: a feature tag on every line and a level, so developers see context
 * and people see nothing they did not ask for. Default level: `debug` in development, `warn` in a
 * production build, silent under Vitest (a test opts in with `configureLogging`). A developer can
 * raise it on a live site with `localStorage.setItem('kingdoms.logLevel', 'debug')`.
 */
export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export type LogThreshold = LogLevel | 'silent';

export interface LogEntry {
  level: LogLevel;
  /** Which part of the app speaks, e.g. 'pledging' or 'wallet.tx'. */
  feature: string;
  message: string;
  /** The error or the facts behind the message. */
  context?: unknown;
}

export type LogSink = (entry: LogEntry) => void;

export interface Logger {
  debug(message: string, context?: unknown): void;
  info(message: string, context?: unknown): void;
  warn(message: string, context?: unknown): void;
  error(message: string, context?: unknown): void;
}

export const LOG_LEVEL_STORAGE_KEY = 'kingdoms.logLevel';

function isThreshold(value: unknown): value is LogThreshold {
  return value === 'silent' || LOG_LEVELS.includes(value as LogLevel);
}

function defaultThreshold(): LogThreshold {
  if (import.meta.env.MODE === 'test') return 'silent';
  const stored = localStore().getItem(LOG_LEVEL_STORAGE_KEY);
  if (isThreshold(stored)) return stored;
  return import.meta.env.DEV ? 'debug' : 'warn';
}

const consoleSink: LogSink = ({ level, feature, message, context }) => {
  const line = `[${feature}] ${message}`;
  // The one place that writes to the console.
  if (context === undefined) console[level](line);
  else console[level](line, context);
};

let threshold: LogThreshold = defaultThreshold();
let sink: LogSink = consoleSink;

function enabled(level: LogLevel): boolean {
  return threshold !== 'silent' && LOG_LEVELS.indexOf(level) >= LOG_LEVELS.indexOf(threshold);
}

/** A logger whose lines carry `feature`. Cheap: create one per module. */
export function createLogger(feature: string): Logger {
  const write = (level: LogLevel) => (message: string, context?: unknown) => {
    if (enabled(level)) sink({ level, feature, message, context });
  };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}

/**
 * Changes the level and/or where entries go (tests capture them this way). Returns a function
 * that restores the previous settings.
 */
export function configureLogging(options: { level?: LogThreshold; sink?: LogSink }): () => void {
  const previous = { threshold, sink };
  if (options.level) threshold = options.level;
  if (options.sink) sink = options.sink;
  return () => {
    threshold = previous.threshold;
    sink = previous.sink;
  };
}

/** Back to the default level and the console. test/setup.ts calls it before each test file: the web tests share modules across files. */
export function forgetLogging(): void {
  threshold = defaultThreshold();
  sink = consoleSink;
}

/** For tests: records every entry at `level` and above until `restore()`. */
export function captureLogs(level: LogLevel = 'debug'): { entries: LogEntry[]; restore: () => void } {
  const entries: LogEntry[] = [];
  const restore = configureLogging({ level, sink: (entry) => entries.push(entry) });
  return { entries, restore };
}
