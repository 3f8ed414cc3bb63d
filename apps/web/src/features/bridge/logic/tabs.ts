import type { NetworkKey } from '@kingdoms/shared/networks';

/** What a tab moves: NFTs picked on a grid, or an amount of a token. */
export type BridgeAsset = 'drago' | 'dst' | 'loka' | 'resource';

/** Which history a tab shows below its form (spec 3 "Tab behaviour"). */
export type TabHistory = 'drago' | 'dst' | 'loka' | 'resource' | 'none';

export interface BridgeTab {
  /** Spec 3: tabs are selected by index 0 to 5. */
  index: 0 | 1 | 2 | 3 | 4 | 5;
  asset: BridgeAsset;
  /** Where the tab's send runs (the wrong-network banner names it). */
  network: NetworkKey;
  target: NetworkKey;
  /** Tab 3 is defined and reachable (?tab=3, the DST tab's reverse link) but has no tab button. */
  button: boolean;
  /** What opening the tab loads (spec 3 "Tab behaviour"). */
  loads: {
    /** The drago inventory of `network` (tabs 0 and 1). */
    inventory: boolean;
    /** The token balance (tabs 2–4). */
    balance: boolean;
    /** The amount field starts empty again (tabs 2–4). */
    resetAmount: boolean;
    /** The wallet is moved to `network` first, then the owned ids are read on chain (tab 5). */
    switchNetwork: boolean;
    /** {nft}/bridge/history is asked only on tab 4 (page 1); tabs 0–2 set it empty without a call. */
    pagedHistory: boolean;
    history: TabHistory;
  };
}

/** Spec 3 "Bridge page": the six tabs, exactly as its table. */
export const BRIDGE_TABS: readonly BridgeTab[] = [
  {
    index: 0,
    asset: 'drago',
    network: 'ethereum',
    target: 'arenaz',
    button: true,
    loads: {
      inventory: true,
      balance: false,
      resetAmount: false,
      switchNetwork: false,
      pagedHistory: false,
      history: 'drago',
    },
  },
  {
    index: 1,
    asset: 'drago',
    network: 'polygon',
    target: 'arenaz',
    button: true,
    loads: {
      inventory: true,
      balance: false,
      resetAmount: false,
      switchNetwork: false,
      pagedHistory: false,
      history: 'drago',
    },
  },
  {
    index: 2,
    asset: 'dst',
    network: 'polygon',
    target: 'arenaz',
    button: true,
    loads: {
      inventory: false,
      balance: true,
      resetAmount: true,
      switchNetwork: false,
      pagedHistory: false,
      history: 'dst',
    },
  },
  {
    index: 3,
    asset: 'dst',
    network: 'arenaz',
    target: 'polygon',
    button: false,
    // Spec: resets the amount and loads the balance. Its transfers still show in the DST history
    // of tab 2 (one table for both directions), so in-flight ones keep their step tracker here.
    loads: {
      inventory: false,
      balance: true,
      resetAmount: true,
      switchNetwork: false,
      pagedHistory: false,
      history: 'dst',
    },
  },
  {
    index: 4,
    asset: 'loka',
    network: 'polygon',
    target: 'ethereum',
    button: true,
    loads: {
      inventory: false,
      balance: true,
      resetAmount: true,
      switchNetwork: false,
      pagedHistory: true,
      history: 'loka',
    },
  },
  {
    index: 5,
    asset: 'resource',
    network: 'arenaz',
    target: 'polygon',
    button: true,
    loads: {
      inventory: false,
      balance: false,
      resetAmount: false,
      switchNetwork: true,
      pagedHistory: false,
      history: 'resource',
    },
  },
];

export type BridgeTabIndex = BridgeTab['index'];

export function bridgeTab(index: BridgeTabIndex): BridgeTab {
  const tab = BRIDGE_TABS[index];
  if (!tab) throw new RangeError(`no bridge tab ${index}`);
  return tab;
}

/** The tabs with a button, in order (tab 3 has none). */
export const TAB_BUTTONS = BRIDGE_TABS.filter((tab) => tab.button);

/** `?tab=N` of the URL: a tab index 0–5, else tab 0. */
export function tabFromQuery(value: string | null): BridgeTabIndex {
  if (value === null || !/^[0-5]$/.test(value)) return 0;
  return Number(value) as BridgeTabIndex;
}

/**
 * Where the wallet may be without the banner: the tab's network, and for tab 4 Ethereum too
 * (deposit and claim run there, withdraw on Polygon; each action switches anyway).
 */
export function acceptedNetworks(tab: BridgeTab): readonly NetworkKey[] {
  return tab.asset === 'loka' ? [tab.network, tab.target] : [tab.network];
}
