// @vitest-environment node

import { chainIdOf } from '@kingdoms/shared/networks';
import { describe, expect, it } from 'vitest';
import { progressOf, stageIndex } from './progress';
import { GRID_PAGE_SIZE, gridPage, stillOwned, toggled } from './selection';
import { acceptedNetworks, BRIDGE_TABS, bridgeTab, TAB_BUTTONS, tabFromQuery } from './tabs';
import { amountProblem, selectionProblem } from './validation';
import { voucherArgs } from './voucher';

const E18 = 10n ** 18n;

describe('bridge tabs (spec 3 "Bridge page" table and tab behaviour)', () => {
  it('are the six tabs of the table, by index', () => {
    expect(BRIDGE_TABS.map(({ index, asset, network, target }) => [index, asset, network, target])).toEqual([
      [0, 'drago', 'ethereum', 'arenaz'],
      [1, 'drago', 'polygon', 'arenaz'],
      [2, 'dst', 'polygon', 'arenaz'],
      [3, 'dst', 'arenaz', 'polygon'],
      [4, 'loka', 'polygon', 'ethereum'],
      [5, 'resource', 'arenaz', 'polygon'],
    ]);
  });

  it('tab 3 is defined but has no tab button', () => {
    expect(bridgeTab(3).button).toBe(false);
    expect(TAB_BUTTONS.map((tab) => tab.index)).toEqual([0, 1, 2, 4, 5]);
  });

  it('loads what each tab loads', () => {
    const loads = (index: 0 | 1 | 2 | 3 | 4 | 5) => bridgeTab(index).loads;
    // Tabs 0 and 1: the drago inventory; the paged (LOKA) history is empty without a call on 0–2.
    expect(loads(0)).toMatchObject({ inventory: true, pagedHistory: false, resetAmount: false });
    expect(loads(1)).toMatchObject({ inventory: true, pagedHistory: false });
    // Tab 2: resets the amount, loads the balance and the bridge history.
    expect(loads(2)).toMatchObject({
      inventory: false,
      balance: true,
      resetAmount: true,
      pagedHistory: false,
    });
    // Tab 3: resets the amount and loads the balance.
    expect(loads(3)).toMatchObject({ balance: true, resetAmount: true, pagedHistory: false });
    // Tab 4: the paged history (page 1), resets the amount, loads the balance.
    expect(loads(4)).toMatchObject({ pagedHistory: true, resetAmount: true, balance: true });
    // Tab 5: switches to its network first, then reads the owned ids.
    expect(loads(5)).toMatchObject({ switchNetwork: true, inventory: false });
    expect(BRIDGE_TABS.filter((tab) => tab.loads.switchNetwork).map((tab) => tab.index)).toEqual([5]);
  });

  it.each([
    [null, 0],
    ['3', 3],
    ['5', 5],
    ['6', 0],
    ['-1', 0],
    ['1.5', 0],
    ['', 0],
  ])('?tab=%j opens tab %i', (query, index) => {
    expect(tabFromQuery(query)).toBe(index);
  });

  it('tab 4 accepts Ethereum and Polygon without the banner; others only their network', () => {
    expect(acceptedNetworks(bridgeTab(4))).toEqual(['polygon', 'ethereum']);
    expect(acceptedNetworks(bridgeTab(0))).toEqual(['ethereum']);
    expect(acceptedNetworks(bridgeTab(5))).toEqual(['arenaz']);
  });
});

describe('bridge validation (spec 3 §5)', () => {
  it('asks to select dragos or resources', () => {
    expect(selectionProblem('drago', 0)).toBe('select_dragos');
    expect(selectionProblem('resource', 0)).toBe('select_resources');
    expect(selectionProblem('drago', 1)).toBeNull();
  });

  it.each([
    ['loka', null, 'input_loka'],
    ['loka', 0n, 'input_loka'],
    ['wloka', 0n, 'input_wloka'],
    ['dst', 0n, 'input_dst'],
    ['loka', 2n * E18, 'over_balance'],
    ['wloka', E18, null],
  ] as const)('%s %s → %s', (token, amount, problem) => {
    expect(amountProblem(token, amount, E18)).toBe(problem);
  });
});

describe('bridge grids (spec 3 §2: 10 per page, padded with empty slots)', () => {
  const ids = Array.from({ length: 23 }, (_, i) => i + 1);
  it('pads the last page to 10 slots and clamps the page', () => {
    expect(GRID_PAGE_SIZE).toBe(10);
    expect(gridPage(ids, 1)).toEqual({ slots: ids.slice(0, 10), last: 3 });
    expect(gridPage(ids, 3).slots).toEqual([21, 22, 23, ...Array(7).fill(null)]);
    expect(gridPage(ids, 9).slots[0]).toBe(21);
    expect(gridPage([], 1)).toEqual({ slots: Array(10).fill(null), last: 1 });
  });

  it('toggles picks and drops ids no longer owned', () => {
    expect(toggled([1, 2], 3)).toEqual([1, 2, 3]);
    expect(toggled([1, 2, 3], 2)).toEqual([1, 3]);
    expect(stillOwned([1, 2, 3], [3, 1])).toEqual([1, 3]);
  });
});

describe('step tracker', () => {
  const relayer = { checkpoint: false, delivery: 'relayer' } as const;
  const withdrawal = { checkpoint: true, delivery: 'user' } as const;
  it('maps the API steps; an unindexed hash is "sent"', () => {
    expect(progressOf(undefined, relayer)).toEqual({ stage: 'sent', gate: 'signed', delivery: 'relayer' });
    expect(progressOf({ step: 'confirmed', availableAt: null }, relayer).stage).toBe('confirmed');
    expect(progressOf({ step: 'signed', availableAt: null }, withdrawal)).toEqual({
      stage: 'signed',
      gate: 'checkpoint',
      delivery: 'user',
    });
    expect(progressOf({ step: 'delivered', availableAt: null }, relayer).stage).toBe('delivered');
  });

  it('a checkpoint wait is confirmed with the countdown target (availableAt, seconds → ms)', () => {
    expect(progressOf({ step: 'checkpoint', availableAt: 1_700_000_020 }, withdrawal)).toEqual({
      stage: 'confirmed',
      gate: 'checkpoint',
      delivery: 'user',
      readyAt: 1_700_000_020_000,
    });
    expect(stageIndex('confirmed')).toBe(1);
  });
});

describe("a relayer's signed voucher as the gateway's claim arguments", () => {
  const reply = { nonce: '7', receiver: '0x00000000000000000000000000000000000000aa', sig: '0x1234' };
  it('names the source chain of the environment, the nonce and receiver, what moves, and the signature', () => {
    expect(voucherArgs(reply, 'polygon', 'devnet', { amount: 5n })).toEqual([
      { sourceChainId: 31338n, nonce: 7n, receiver: reply.receiver, amount: 5n },
      '0x1234',
    ]);
    expect(voucherArgs(reply, 'arenaz', 'production', { ids: [1n, 2n] })[0]).toMatchObject({
      sourceChainId: BigInt(chainIdOf('arenaz', 'production')),
      ids: [1n, 2n],
    });
  });
});
