import { QueryClient } from '@tanstack/react-query';
import { markBusyWhileFetching } from './busyMark';
import { watchReadFailures } from './readFailures';

export { QueryClientProvider } from '@tanstack/react-query';

/**
 * The page's one query cache, shared by every page and overlay that fetches. It lives in a chunk
 * of its own that `QueryBoundary` loads the first time such a part renders: marketing pages,
 * which fetch nothing, never load TanStack Query.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

/** Empties the page's query cache (queries and mutations). test/setup.ts calls it before each test file: the web tests share modules across files. */
export function forgetQueryClient(): void {
  queryClient.clear();
}

// Reads that fail on the way are announced and tried again (readFailures.ts).
watchReadFailures(queryClient);

// `<html data-busy>` while a read or write is in flight (busyMark.ts); not when prerendering.
if (typeof document !== 'undefined') markBusyWhileFetching(queryClient, document.documentElement);
