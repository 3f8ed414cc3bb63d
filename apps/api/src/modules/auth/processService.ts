import { NETWORKS } from '@kingdoms/shared/networks';
import type { AppContext } from '../../context';
import { type AuthService, createAuthService } from './authService';
import { createWalletSignatureVerifier, type WalletSignatureVerifier } from './walletSignature';

/**
 * The signature check of an API process: each chain read through its RPC (RPC_URL_<NETWORK>, then
 * the deployment), chains unreachable refuse what only they could prove, with a warning.
 */
export function walletSignatureVerifierOf(ctx: AppContext): WalletSignatureVerifier {
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
 * The auth service of an API process: built once by the composition root (platform.ts), shared by
 * the auth endpoints (`ctx.auth`) and the registry's guards.
 */
export function createProcessAuth(ctx: AppContext): AuthService {
  const env = ctx.deployment?.env ?? 'production';
  return createAuthService({
    db: ctx.db,
    sessionSecret: ctx.config.auth.sessionSecret,
    adminAddresses: ctx.config.auth.adminAddresses,
    chainIds: NETWORKS.map((network) => network.chainId[env]),
    publicOrigins: ctx.config.auth.publicOrigins,
    verifySignature: walletSignatureVerifierOf(ctx),
  });
}
