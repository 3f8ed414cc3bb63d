import type { QueryClient } from '@tanstack/react-query';

/**
 * After a mined transaction every read may have changed (the API's and wagmi's own balances and
 * contract reads); only the runtime configuration stays.
 */
export function refreshReadsAfterTx(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0] !== 'runtime-config',
  });
}
