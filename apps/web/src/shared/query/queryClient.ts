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

// Reads that fail on the way are announced and tried again (readFailures.ts).
watchReadFailures(queryClient);

// `<html data-busy>` while a read or write is in flight (busyMark.ts); not when prerendering.
if (typeof document !== 'undefined') markBusyWhileFetching(queryClient, document.documentElement);
