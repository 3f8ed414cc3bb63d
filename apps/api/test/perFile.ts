/**
 * Runs before each API test file. The files share their worker's process and module cache
 * (vitest.config.ts: isolate false), so what the API keeps per process is reset here: one file's
 * RPC providers and low-balance senders never show in another file's /readyz or /metrics.
 */
import { forgetRpcProviders } from '../src/lib/rpcTransport';
import { forgetLowSenders } from '../src/lib/senderGuards';

forgetRpcProviders();
forgetLowSenders();
