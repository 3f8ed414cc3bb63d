import type { BridgeErrorCode } from '@kingdoms/shared/api/bridge';

/** The API's message for each bridge failure code (the web shows its own catalogue text). */
export const BRIDGE_MESSAGES: Readonly<Record<BridgeErrorCode, string>> = {
  bridge_tx_not_found: 'No confirmed bridge transaction with this hash has been indexed yet.',
  not_bridge_tx: 'This transaction moved nothing across this bridge.',
  bridge_not_your_tx:
    'This transfer is not one of the signed-in wallet: it is neither its sender nor its receiver.',
  bridge_already_delivered: 'This transfer was already delivered; its signature is not given again.',
  checkpoint_pending:
    "Polygon checkpoints haven't arrived yet. It will be processed at the next checkpoint. It can take anywhere from 30 minutes to up to 6 hours.",
  bridge_unavailable: 'This bridge route is not available on this server.',
};
