import { QueryClientContext } from '@tanstack/react-query';
import { lazy, type ReactNode, useContext } from 'react';

function loadQueryClient() {
  return import('./queryClient');
}

/** Loads the query cache's chunk ahead of need (e.g. on a link's hover); safe to call again. */
export function preloadQueryClient(): Promise<unknown> {
  return loadQueryClient();
}

/** TanStack Query and the page's one client, in a chunk of their own. */
const SharedQueryClientProvider = lazy(async () => {
  const { QueryClientProvider, queryClient } = await loadQueryClient();
  return {
    default: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    ),
  };
});

/**
 * Gives its subtree the page's one QueryClient, loading TanStack Query the first time (suspends
 * meanwhile: put it under a Suspense boundary). Wraps every page that fetches and every overlay
 * that does, so pages that show no API data (marketing) never load it. Only the context comes
 * from the first load (a few hundred bytes). A client already in context (tests) is kept.
 */
export function QueryBoundary({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return children;
  return <SharedQueryClientProvider>{children}</SharedQueryClientProvider>;
}
