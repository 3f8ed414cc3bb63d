// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureLogs, configureLogging, createLogger } from './logger';

describe('logger', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is silent under test unless asked', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    createLogger('pledging').error('claim failed', new Error('x'));
    createLogger('pledging').info('claimed');
    expect(error).not.toHaveBeenCalled();
    expect(info).not.toHaveBeenCalled();
  });

  it('writes "[feature] message" with its context at or above the level', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    const restore = configureLogging({ level: 'warn' });
    try {
      const cause = new Error('offline');
      createLogger('wallet.tx').warn('waiting for the indexer failed', cause);
      createLogger('wallet.tx').debug('hidden');
      expect(warn).toHaveBeenCalledWith('[wallet.tx] waiting for the indexer failed', cause);
      expect(debug).not.toHaveBeenCalled();
    } finally {
      restore();
    }
  });

  it('captures entries for a test, then restores the previous settings', () => {
    const logs = captureLogs('info');
    createLogger('subscribe').debug('not captured');
    createLogger('subscribe').info('subscribe failed: already_subscribed', { code: 'already_subscribed' });
    logs.restore();
    createLogger('subscribe').error('after restore');
    expect(logs.entries).toEqual([
      {
        level: 'info',
        feature: 'subscribe',
        message: 'subscribe failed: already_subscribed',
        context: { code: 'already_subscribed' },
      },
    ]);
  });
});
