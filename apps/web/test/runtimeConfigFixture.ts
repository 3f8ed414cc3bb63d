import type { RuntimeConfig } from '@kingdoms/shared/runtime-config';

/** A valid /config.json for unit tests that stub fetch. */
export const TEST_RUNTIME_CONFIG: RuntimeConfig = {
  env: 'devnet',
  networks: [],
  services: { stat: '/stat', game: '/game', nft: '/nft', server: '/server', oldChain: '/old-chain' },
  media: {},
  wallet: { devWallet: true },
};

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
