import { useWalletAccount } from '../account/useWalletAccount';
import { type RequiredNetwork, useRequiredNetwork } from '../network/useRequiredNetwork';
import type { TransactionFlow, TxPhase } from './useTransactionFlow';

/**
 * Where an action stands (STYLE: aave's TxActionsWrapper as a state machine):
 * connect (no wallet) → switch (wrong network) → busy (switching, approving, signing, processing)
 * → ready (the action itself).
 */
export type ActionState = 'connect' | 'switch' | 'busy' | 'ready';

export const BUSY_PHASES: readonly TxPhase[] = ['switching', 'approving', 'signing', 'processing'];

export function useTxActionState(flow: TransactionFlow): { state: ActionState; required: RequiredNetwork } {
  const account = useWalletAccount();
  const required = useRequiredNetwork(flow.network);
  const busy = BUSY_PHASES.includes(flow.phase);
  let state: ActionState;
  if (account.status !== 'connected') state = 'connect';
  else if (busy) state = 'busy';
  else if (required.wrongNetwork) state = 'switch';
  else state = 'ready';
  return { state, required };
}
