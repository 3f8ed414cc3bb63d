import { nonceEndpoint, type Session, SIWE_STATEMENT, verifyEndpoint } from '@kingdoms/shared/api/auth';
import type { Address } from 'viem';
import { createSiweMessage } from 'viem/siwe';
import type { Config } from 'wagmi';
import { signMessage } from 'wagmi/actions';
import { callApi } from '../../../shared/api/client';
import { UserFacingError } from '../../../shared/errors/describeError';

/**
 * Sign-In with Ethereum against the API (game service): nonce → EIP-4361 message signed in the
 * wallet → verify, which sets the httpOnly session cookie. Returns the session, or throws.
 */
export async function signInWithEthereum(
  config: Config,
  address: Address,
  chainId: number,
): Promise<Session> {
  const { nonce } = await callApi(nonceEndpoint);
  const message = createSiweMessage({
    address,
    chainId,
    domain: window.location.host,
    uri: window.location.origin,
    nonce,
    statement: SIWE_STATEMENT,
    version: '1',
    issuedAt: new Date(),
  });
  const signature = await signMessage(config, { account: address, message });
  const reply = await callApi(verifyEndpoint, { message, signature });
  if (reply.result !== 1) {
    throw new UserFacingError(reply.err.code, { message: `Sign-in refused: ${reply.err.code}` });
  }
  return reply.session;
}
