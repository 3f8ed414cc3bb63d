import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { describe, expect, it } from 'vitest';

/**
 * Issue 36: component tests wait for a state, however long a busy machine takes to reach it
 * (up to the test's own timeout), never for Testing Library's default 1 s (test/setup.ts).
 */
describe('waits in component tests', () => {
  it('find a lazily loaded dialog that takes longer than a second to arrive', async () => {
    // A chunk that arrives after 1.5 s, as one did on a busy 2-core machine.
    const SlowDialog = lazy(
      () =>
        new Promise<{ default: () => React.JSX.Element }>((resolve) => {
          setTimeout(() => resolve({ default: () => <div role="dialog" aria-label="Notice" /> }), 1_500);
        }),
    );
    render(
      <Suspense fallback={null}>
        <SlowDialog />
      </Suspense>,
    );
    expect(await screen.findByRole('dialog', { name: 'Notice' })).toBeInTheDocument();
  });
});
