import { describe, expect, it } from 'vitest';
import { contentSecurityDirectives, WALLET_SDK_FONT_SOURCES, WALLET_SDK_FRAME_SOURCES } from './security';

describe('content security policy', () => {
  it("lets the wallet SDKs reach what they load when chosen: WalletConnect's Verify frame and its modal's font", () => {
    const directives = contentSecurityDirectives({ rpcOrigins: [], production: true });
    expect(WALLET_SDK_FRAME_SOURCES).toEqual([
      'https://verify.walletconnect.org',
      'https://verify.walletconnect.com',
    ]);
    expect(WALLET_SDK_FONT_SOURCES).toEqual(['https://fonts.reown.com']);
    for (const host of WALLET_SDK_FRAME_SOURCES) expect(directives.frameSrc).toContain(host);
    for (const host of WALLET_SDK_FONT_SOURCES) expect(directives.fontSrc).toContain(host);
    // Scripts still come from this site only (plus the social sign-in SDKs of the migration page).
    expect(directives.scriptSrc).not.toContain('https:');
    // Relays and sign-in services speak https and wss.
    expect(directives.connectSrc).toEqual(expect.arrayContaining(['https:', 'wss:']));
  });
});
