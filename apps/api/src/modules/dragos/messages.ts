import type { DragoErrorCode } from '@kingdoms/shared/api/dragos';

/** The API's message for each drago failure code (the web shows its own catalogue text). */
export const DRAGO_MESSAGES: Readonly<Record<DragoErrorCode, string>> = {
  drago_not_found: 'There is no drago with this token id.',
  egg_not_found: 'There is no egg with this token id.',
  genesis_tx_not_found: 'No confirmed Ethereum transaction has this hash yet.',
  not_genesis_send: 'This transaction did not send a genesis egg through the genesis gate.',
  relayer_unavailable: 'Genesis eggs cannot be bridged on this server right now.',
  hatch_tx_not_found: 'No chain with eggs or dragos knows a transaction with this hash.',
  not_hatch_tx: 'This transaction is not a hatch or rehatch of this token sent by this wallet, or it failed.',
  not_token_owner: 'This wallet does not own the egg or drago this transaction hatches.',
  hatch_start_conflict: 'This transaction was already recorded for another wallet or token.',
};
