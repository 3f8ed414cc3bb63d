import { act, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers, setupI18n } from '../../../../test/renderApp';
import { TEST_RUNTIME_CONFIG } from '../../../../test/runtimeConfigFixture';
import {
  AWAITING_INDEX_GIVE_UP_MS,
  type AwaitingIndex,
  awaitingIndexStore,
  watchUntilIndexed,
} from './awaitingIndex';
import { IndexingNotice } from './IndexingNotice';

const entry = (hash: string): AwaitingIndex => ({
  hash,
  network: 'polygon',
  chainId: 137,
  blockNumber: 100n,
});

/** Answers of the API's "indexed yet?" in turn; `gate` holds each answer until the test lets it go. */
function answers(...replies: ('no' | 'yes' | 'error')[]) {
  const asked: number[] = [];
  let release: () => void = () => {};
  const isIndexed = vi.fn(async () => {
    asked.push(asked.length);
    await new Promise<void>((resolve) => {
      release = resolve;
    });
    const reply = replies.shift() ?? 'no';
    if (reply === 'error') throw new Error('HTTP 502');
    return reply === 'yes';
  });
  return { isIndexed, next: async () => act(async () => release()) };
}

beforeAll(async () => {
  await setupI18n('en', ['wallet']);
});

describe('waiting for a mined transaction to be indexed (issue 29: "updating…")', () => {
  it('shows Updating… in the header until the block is indexed, then refreshes the figures once', async () => {
    render(
      <Providers runtimeConfig={TEST_RUNTIME_CONFIG}>
        <IndexingNotice />
      </Providers>,
    );
    expect(screen.queryByText('Updating…')).toBeNull();
    const api = answers('no', 'error', 'no', 'yes');
    const refresh = vi.fn(async () => {});
    const sleeps: number[] = [];
    let watching: Promise<string> = Promise.resolve('');
    await act(async () => {
      watching = watchUntilIndexed(entry('0x01'), refresh, {
        isIndexed: api.isIndexed,
        sleep: async (ms) => {
          sleeps.push(ms);
        },
      });
    });
    expect(screen.getByText('Updating…')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your transaction on Polygon is mined; the figures change once the network has confirmed it.',
    );
    // Not yet, then an API fault (the figures stay; a pause), then not yet: still updating, no refresh.
    for (let i = 0; i < 3; i++) await api.next();
    expect(screen.getByText('Updating…')).toBeInTheDocument();
    expect(refresh).not.toHaveBeenCalled();
    expect(sleeps).toEqual([2_000]);
    await api.next();
    expect(await watching).toBe('indexed');
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Updating…')).toBeNull();
    expect(awaitingIndexStore.getSnapshot()).toEqual([]);
  });

  it('backs off on repeated faults, and gives up after its time with one refresh', async () => {
    let clock = 0;
    const sleeps: number[] = [];
    const refresh = vi.fn(async () => {});
    const outcome = await watchUntilIndexed(entry('0x02'), refresh, {
      isIndexed: async () => {
        throw new Error('HTTP 503');
      },
      sleep: async (ms) => {
        sleeps.push(ms);
        clock += ms;
      },
      now: () => clock,
    });
    expect(outcome).toBe('gave up');
    expect(sleeps.slice(0, 6)).toEqual([2_000, 5_000, 15_000, 30_000, 60_000, 60_000]);
    expect(clock).toBeGreaterThanOrEqual(AWAITING_INDEX_GIVE_UP_MS);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(awaitingIndexStore.getSnapshot()).toEqual([]);
  });

  it('watches one transaction once', async () => {
    const api = answers('yes');
    const first = watchUntilIndexed(entry('0x03'), async () => {}, { isIndexed: api.isIndexed });
    expect(await watchUntilIndexed(entry('0x03'), async () => {}, { isIndexed: api.isIndexed })).toBe(
      'indexed',
    );
    expect(awaitingIndexStore.getSnapshot()).toHaveLength(1);
    await api.next();
    await first;
    expect(api.isIndexed).toHaveBeenCalledTimes(1);
  });
});
