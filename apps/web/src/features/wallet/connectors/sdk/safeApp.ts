import type { CreateConnectorFn } from 'wagmi';
import { type SafeParameters, safe } from 'wagmi/connectors/safe';
import type { SdkContext } from '../sdkContext';

/**
 * How long the Safe{Wallet} UI has to answer getSafeInfo. wagmi's default (10 ms) is for probing
 * any frame; this connector is only tried when the frame's parent is a configured Safe UI.
 */
export const SAFE_INFO_TIMEOUT_MS = 3_000;

/** An exact-origin pattern: the Safe Apps SDK tests each message's origin against these. */
export function exactOrigin(origin: string): RegExp {
  return new RegExp(`^${origin.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`);
}

/** What wagmi's Safe connector is given: only messages from the configured Safe UIs count. */
export function safeAppParameters({ runtimeConfig }: SdkContext): SafeParameters {
  return {
    allowedDomains: (runtimeConfig.wallet.safeAppOrigins ?? []).map(exactOrigin),
    unstable_getInfoTimeout: SAFE_INFO_TIMEOUT_MS,
  };
}

/**
 * wagmi's Safe Apps connector. The Safe Apps SDK and provider are further chunks it imports on
 * connect; the Safe's transactions and signatures go to the Safe{Wallet} UI by postMessage.
 */
export function safeAppConnector(context: SdkContext): CreateConnectorFn {
  return safe(safeAppParameters(context)) as CreateConnectorFn;
}
