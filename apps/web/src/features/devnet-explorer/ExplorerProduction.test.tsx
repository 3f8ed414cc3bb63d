import { screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, setupI18n } from '../../../test/renderApp';
import { jsonResponse } from '../../../test/runtimeConfigFixture';
import { explorerClientFor } from './explorerClient';
import { explorerConfig, explorerRoutes, HASH, PLAYER } from './testing';

// The web project shares modules across files (isolate: false): the modules that import what this
// file mocks are loaded again for it, and again without the mocks for the files after it.
vi.hoisted(() => vi.resetModules());
afterAll(() => vi.resetModules());

// Own file: the runtime config is loaded once per module graph, and this one is production's.
vi.mock('./explorerClient', () => ({ explorerClientFor: vi.fn() }));

describe('devnet explorer on production', () => {
  beforeAll(async () => {
    await setupI18n('en', ['common', 'devnet-explorer']);
  });
  beforeEach(() => {
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) =>
      String(input) === '/config.json' ? jsonResponse(explorerConfig('production')) : jsonResponse({}, 404),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['tx', `/explorer/ethereum/tx/${HASH}`, `https://etherscan.io/tx/${HASH}`],
    ['address', `/explorer/ethereum/address/${PLAYER}`, `https://etherscan.io/address/${PLAYER}`],
  ])('a %s page points at the public explorer and reads no chain', async (_kind, path, publicUrl) => {
    renderApp({ routes: explorerRoutes, path });

    const note = await screen.findByTestId('explorer-production-note');
    expect(note).toHaveTextContent('This explorer only serves the local devnet.');
    expect(screen.getByRole('link', { name: 'Open on the Ethereum explorer' })).toHaveAttribute(
      'href',
      publicUrl,
    );
    expect(vi.mocked(explorerClientFor)).not.toHaveBeenCalled();
  });

  it('gives no public link for a network it does not know', async () => {
    renderApp({ routes: explorerRoutes, path: `/explorer/nowhere/tx/${HASH}` });

    expect(await screen.findByTestId('explorer-production-note')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /explorer/ })).toBeNull();
  });
});
