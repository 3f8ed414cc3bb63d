import { NETWORKS } from '@kingdoms/shared/networks';
import type { AppContext } from '../../context';
import { type AuthService, createAuthService } from './authService';
import type { AuthConfig } from './config';
import { createWalletSignatureVerifier, type WalletSignatureVerifier } from './walletSignature';

/**
 * The signature check of an API process: each chain read through its RPC (RPC_URL_<NETWORK>, then
 * the deployment), chains unreachable refuse what only they could prove, with a warning.
 */
export function walletSignatureVerifierOf(
  ctx: Pick<AppContext, 'chains' | 'logger'>,
): WalletSignatureVerifier {
  return createWalletSignatureVerifier({
    rpcUrlOf: (chainId) => {
      const network = ctx.chains.networkOfChain(chainId);
      return network ? ctx.chains.rpcUrls(network) : undefined;
    },
    onChainError(chainId, error) {
      ctx.logger.warn(
        { chainId, err: error },
        'A wallet signature could not be checked on its chain (RPC failed): refused.',
      );
    },
  });
}

/**
 * The auth service of an API process: built once by the auth module, which provides it to the
 * modules that use it (`ctx.services.auth`) and guards 'wallet' and 'admin' endpoints with it.
 */
export function createProcessAuth(
  ctx: Pick<AppContext, 'db' | 'deployment' | 'chains' | 'logger'>,
  settings: Pick<AuthConfig, 'sessionSecret' | 'adminAddresses' | 'publicOrigins'>,
): AuthService {
  const env = ctx.deployment?.env ?? 'production';
  return createAuthService({
    db: ctx.db,
    sessionSecret: settings.sessionSecret,
    adminAddresses: settings.adminAddresses,
    chainIds: NETWORKS.map((network) => network.chainId[env]),
    publicOrigins: settings.publicOrigins,
    verifySignature: walletSignatureVerifierOf(ctx),
  });
}
