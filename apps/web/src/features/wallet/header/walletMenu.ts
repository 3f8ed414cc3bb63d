/** Spec 3 "Navigation bar": the connected wallet's menu, in order (Disconnect comes last). */
export const WALLET_MENU_LINKS = [
  { to: '/myitem', labelKey: 'menu_my_item' },
  { to: '/myDrago', labelKey: 'menu_my_drago' },
  { to: '/bridge', labelKey: 'menu_bridge' },
  { to: '/myReward', labelKey: 'menu_my_reward' },
] as const;
