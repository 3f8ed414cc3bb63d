import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Hosts the trailer and media players may be embedded from (spec 1: videos are embedded by
 * frame; a Chinese video host for the ch-zn locale). The one list to extend.
 */
export const EMBED_FRAME_SOURCES = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.youku.com',
  'https://player.bilibili.com',
] as const;

/** Social sign-in SDKs of the kingdom migration page, loaded only when a login button is pressed. */
export const SOCIAL_SIGN_IN_SCRIPT_SOURCES = [
  'https://accounts.google.com',
  'https://appleid.cdn-apple.com',
  'https://connect.facebook.net',
] as const;
export const SOCIAL_SIGN_IN_FRAME_SOURCES = [
  'https://accounts.google.com',
  'https://appleid.apple.com',
  'https://www.facebook.com',
] as const;

/**
 * Wallet SDKs, loaded only when their picker entry is chosen: WalletConnect checks the page
 * through its Verify frame, and its QR code modal (Reown AppKit) loads its own font.
 */
export const WALLET_SDK_FRAME_SOURCES = [
  'https://verify.walletconnect.org',
  'https://verify.walletconnect.com',
] as const;
export const WALLET_SDK_FONT_SOURCES = ['https://fonts.reown.com'] as const;

export interface ContentSecurityInputs {
  /**
   * Origins the web app's wallet code talks to (chain RPCs, Safe Transaction Services; the devnet
   * ones are plain http).
   */
  readonly rpcOrigins: readonly string[];
  readonly production: boolean;
  /**
   * SAFE_APP_ORIGINS: the Safe{Wallet} UIs that may frame the portal as a Safe App, and load its
   * icon. Empty: framing by this site only, as ever.
   */
  readonly safeAppOrigins?: readonly string[];
  /** The Safe App icon's path (the manifest's iconPath), which those UIs load as an image. */
  readonly safeAppIconPath?: string;
}

/** The one Content-Security-Policy of the site: the web app, its API and its chains. */
export function contentSecurityDirectives({
  rpcOrigins,
  production,
  safeAppOrigins = [],
}: ContentSecurityInputs) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...SOCIAL_SIGN_IN_SCRIPT_SOURCES],
    // React and Radix set style attributes at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    mediaSrc: ["'self'", 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:', ...WALLET_SDK_FONT_SOURCES],
    // Wallet SDKs (WalletConnect relays, social login) speak https/wss to their own services.
    connectSrc: ["'self'", 'https:', 'wss:', ...rpcOrigins],
    frameSrc: [
      "'self'",
      ...EMBED_FRAME_SOURCES,
      ...SOCIAL_SIGN_IN_FRAME_SOURCES,
      ...WALLET_SDK_FRAME_SOURCES,
    ],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'", ...safeAppOrigins],
    // On the devnet everything is plain http on 127.0.0.1; upgrading would break it.
    upgradeInsecureRequests: production ? [] : null,
  };
}

/**
 * Helmet's headers on every reply. The middleware is built once, with its header values computed
 * here: @fastify/helmet built it anew on every request (re-parsing the CSP), which was the largest
 * per-request cost of a trivial route.
 */
export async function registerSecurityHeaders(app: FastifyInstance, inputs: ContentSecurityInputs) {
  const safeApp = (inputs.safeAppOrigins?.length ?? 0) > 0;
  const applySecurityHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(inputs) },
    // X-Frame-Options has no allow-list: with Safe App origins it would contradict frame-ancestors
    // (SAMEORIGIN), so it is left out and the CSP alone says who may frame the portal.
    xFrameOptions: safeApp ? false : { action: 'sameorigin' },
    // Not helmet's 'same-origin': Coinbase Smart Wallet's pop-up answers through window.opener,
    // which 'same-origin' severs; pop-ups the page opens keep it with this policy.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    hsts: inputs.production,
  });
  const crossOriginIcon = safeApp ? inputs.safeAppIconPath : undefined;
  app.addHook('onRequest', (request, reply, done) => {
    applySecurityHeaders(request.raw, reply.raw, (error?: unknown) => {
      // The Safe UI shows the app's icon as an <img> from its own origin: CORP same-origin would block it.
      if (crossOriginIcon && request.url.split('?')[0] === crossOriginIcon)
        reply.raw.setHeader('cross-origin-resource-policy', 'cross-origin');
      done(error instanceof Error ? error : undefined);
    });
  });
}
