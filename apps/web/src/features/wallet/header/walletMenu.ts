import type { NavbarVariant } from '../../../shared/routing';

export interface WalletMenuLink {
  to: string;
  /** 'wallet' catalogue key. */
  labelKey: string;
}

const MY_ITEM: WalletMenuLink = { to: '/myitem', labelKey: 'menu_my_item' };
const MY_DRAGO: WalletMenuLink = { to: '/myDrago', labelKey: 'menu_my_drago' };
const BRIDGE: WalletMenuLink = { to: '/bridge', labelKey: 'menu_bridge' };
const MY_REWARD: WalletMenuLink = { to: '/myReward', labelKey: 'menu_my_reward' };
/** Not in the spec: the activity centre (issue 27), last before Disconnect in both variants. */
const ACTIVITY: WalletMenuLink = { to: '/activity', labelKey: 'menu_activity' };

/**
 * Spec 3 "Navigation bar": the connected wallet's menu, in order, for each navbar variant
 * (Disconnect Wallet comes last in both): My Item, My Drago, Bridge, My Reward; the second
 * variant only My Item and My Drago.
 */
export const WALLET_MENU_LINKS: Readonly<Record<NavbarVariant, readonly WalletMenuLink[]>> = {
  full: [MY_ITEM, MY_DRAGO, BRIDGE, MY_REWARD, ACTIVITY],
  holdings: [MY_ITEM, MY_DRAGO, ACTIVITY],
};
