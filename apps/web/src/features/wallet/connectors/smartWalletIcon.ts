/**
 * The Smart Wallet entry's mark in the picker: our own drawing (a wallet with a key hole on a
 * blue tile), not the vendor's logo. The injected entries show the icon their wallet announces.
 */
const SMART_WALLET_SVG = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">',
  '<rect width="24" height="24" rx="6" fill="#1d4ed8"/>',
  '<rect x="5" y="7" width="14" height="11" rx="2.5" fill="none" stroke="#fff" stroke-width="1.6"/>',
  '<path d="M7 7 15 4.8a1 1 0 0 1 1.2.9V7" fill="none" stroke="#fff" stroke-width="1.6"/>',
  '<circle cx="15.5" cy="12.5" r="1.5" fill="#fff"/>',
  '</svg>',
].join('');

export const SMART_WALLET_ICON = `data:image/svg+xml,${encodeURIComponent(SMART_WALLET_SVG)}`;
