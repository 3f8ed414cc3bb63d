import { operationsEndpoint } from '@kingdoms/shared/api/operations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiHttpError, callApi } from '../../../shared/api/client';
import { useErrorPresenter } from '../../../shared/errors/useErrorPresenter';
import { useSessionFor, useWalletAccount } from '../../wallet/onchain';

/** The page reads the figures again this often while it is open. */
export const OPERATIONS_REFRESH_MS = 15_000;

const operationsKeys = {
  all: ['operations'] as const,
  figures: (address: string) => ['operations', 'figures', address] as const,
};

/**
 * The operations figures of the signed-in admin wallet: the page signs in through the one flow
 * (`useSessionFor` with `watch`, as My Reward) and reads GET /game/operations every
 * OPERATIONS_REFRESH_MS. A wallet that is not an admin gets the API's refusal as the query's error.
 */
export function useOperations() {
  const account = useWalletAccount();
  const session = useSessionFor(operationsEndpoint, { watch: true });
  const queryClient = useQueryClient();
  const errors = useErrorPresenter('operations');
  const signIn = useMutation({
    mutationFn: session.ensure,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operationsKeys.all }),
    onError: (error) => errors.show(error, { action: 'sign-in', walletRequest: 'signature' }),
  });
  const figures = useQuery({
    queryKey: operationsKeys.figures(account.address ?? ''),
    queryFn: () => callApi(operationsEndpoint),
    enabled: session.status === 'signed-in' && account.address !== undefined,
    refetchInterval: OPERATIONS_REFRESH_MS,
    // A refusal (not an admin) is the answer: asking again changes nothing until the wallet does.
    retry: (count, error) => !(error instanceof ApiHttpError && error.status < 500) && count < 2,
  });
  // An expired or signed-out session: ask to sign in again rather than show the refusal.
  const unauthorized = figures.error instanceof ApiHttpError && figures.error.status === 401;
  const { recheck } = session;
  useEffect(() => {
    if (unauthorized) void recheck();
  }, [unauthorized, recheck]);
  return {
    status: session.status,
    signIn: () => signIn.mutate(),
    signingIn: signIn.isPending,
    figures,
  };
}
