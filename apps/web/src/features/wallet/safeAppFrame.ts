/**
 * Whether the page runs as a Safe App: framed, and its parent is one of the Safe{Wallet} UIs the
 * site lists (SAFE_APP_ORIGINS, in /config.json). Light, no wagmi: the wallet slot asks it on load.
 * The CSP's frame-ancestors already refuses any other parent; this only tells the cases apart.
 */
export function isFramed(): boolean {
  return typeof window !== 'undefined' && window.parent !== window;
}

/** The framing page's origin: Chromium and Safari name it (ancestorOrigins), others give the referrer. */
export function framingOrigin(): string | undefined {
  if (!isFramed()) return undefined;
  const ancestors = window.location.ancestorOrigins;
  if (ancestors && ancestors.length > 0) return ancestors[0];
  if (!document.referrer || !URL.canParse(document.referrer)) return undefined;
  return new URL(document.referrer).origin;
}

/** The configured Safe UI framing this page, or undefined (not framed, or by someone else). */
export function safeAppHost(safeAppOrigins: readonly string[] | undefined): string | undefined {
  const origin = framingOrigin();
  return origin && safeAppOrigins?.includes(origin) ? origin : undefined;
}
