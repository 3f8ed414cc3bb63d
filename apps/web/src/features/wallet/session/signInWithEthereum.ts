import { nonceEndpoint, type Session, SIWE_STATEMENT, verifyEndpoint } from '@kingdoms/shared/api/auth';
import type { Address } from 'viem';
import { createSiweMessage } from 'viem/siwe';
import type { Config } from 'wagmi';
import { signMessage } from 'wagmi/actions';
import { callApi } from '../../../shared/api/client';
import { UserFacingError } from '../../../shared/errors/describeError';
import { type PreparedSignIn, preparedUsableUntil } from './preparedSignIn';

/**
 * The EIP-4361 message of a Sign-In with Ethereum against the API (game service), with a fresh
 * server nonce: made ahead of the tap (`PreparedSignIn`).
 */
export async function prepareSignIn(address: Address, chainId: number): Promise<PreparedSignIn> {
  const askedAt = Date.now();
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
  return {
    address: address.toLowerCase(),
    checksumAddress: address,
    chainId,
    message,
    usableUntil: preparedUsableUntil(askedAt),
  };
}

/**
 * Signs a prepared message in the wallet, then verifies it (which sets the httpOnly session
 * cookie). The wallet is asked first, before anything is awaited, so the tap that called this
 * still counts as the user's gesture when the wallet's deep link opens. Returns the session, or throws.
 */
export async function signInWithEthereum(config: Config, prepared: PreparedSignIn): Promise<Session> {
  const { message } = prepared;
  const signature = await signMessage(config, { account: prepared.checksumAddress, message });
  const reply = await callApi(verifyEndpoint, { message, signature });
  if (reply.result !== 1) {
    throw new UserFacingError(reply.err.code, { message: `Sign-in refused: ${reply.err.code}` });
  }
  return reply.session;
}
