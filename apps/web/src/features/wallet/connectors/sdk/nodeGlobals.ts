import { Buffer } from 'buffer';

/** The part of Node's `process` that Web3Auth's stream helpers touch in a browser. */
const processShim = {
  env: {} as Record<string, string | undefined>,
  browser: true,
  version: '',
  versions: {} as Record<string, string>,
  nextTick: (callback: (...args: unknown[]) => void, ...args: unknown[]) =>
    queueMicrotask(() => callback(...args)),
};

/**
 * Web3Auth's libraries were written for bundlers that shim Node's globals; Vite does not. This
 * module gives the page `Buffer`, `global` and a minimal `process`, and is imported only by the
 * Torus chunk, right before the SDK: no other page or wallet pays for it.
 */
const scope = globalThis as unknown as Record<string, unknown>;
scope.Buffer ??= Buffer;
scope.global ??= globalThis;
scope.process ??= processShim;
