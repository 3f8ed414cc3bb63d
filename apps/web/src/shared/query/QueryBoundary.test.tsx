import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { QueryBoundary } from './QueryBoundary';
import { queryClient } from './queryClient';

let seen: QueryClient | undefined;
function ReadsClient() {
  seen = useQueryClient();
  return <p>page</p>;
}

describe('QueryBoundary', () => {
  it('gives pages that fetch the one shared client, loaded when first needed', async () => {
    render(
      <Suspense fallback={<p>loading</p>}>
        <QueryBoundary>
          <ReadsClient />
        </QueryBoundary>
      </Suspense>,
    );
    // The first render suspends while the chunk loads (slow on a busy machine).
    expect(await screen.findByText('page')).toBeInTheDocument();
    expect(seen).toBe(queryClient);
  });

  it('keeps a client already in context (tests give their own)', async () => {
    const own = new QueryClient();
    render(
      <QueryClientProvider client={own}>
        <QueryBoundary>
          <ReadsClient />
        </QueryBoundary>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('page')).toBeInTheDocument();
    expect(seen).toBe(own);
  });
});
