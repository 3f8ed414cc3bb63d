// @vitest-environment node
import { describe, expect, it } from 'vitest';
import commonEn from '../../../i18n/locales/en.json';
import stickersEn from '../../stickers/locales/en.json';
import stickersJa from '../../stickers/locales/ja.json';
import stickersKo from '../../stickers/locales/ko.json';
import stickersZh from '../../stickers/locales/zh.json';
import en from './en.json';
import ja from './ja.json';
import ko from './ko.json';
import zh from './zh.json';

describe('wallet and stickers catalogues', () => {
  it.each([
    ['wallet', en, { ko, ja, zh }],
    ['stickers', stickersEn, { ko: stickersKo, ja: stickersJa, zh: stickersZh }],
  ])('%s: every locale has every key, translated', (_ns, english, others) => {
    for (const catalogue of Object.values(others)) {
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort());
      for (const value of Object.values(catalogue)) expect(value).not.toBe('');
    }
  });

  it('keeps the same {{placeholders}} in every translation of the wallet texts', () => {
    const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
    for (const catalogue of [ko, ja, zh]) {
      for (const [key, text] of Object.entries(en)) {
        expect(placeholders(catalogue[key as keyof typeof en]), key).toEqual(placeholders(text));
      }
    }
    expect(en.picker_opening).toBe('Opening {{name}}…');
  });

  it('carries the specs’ exact English texts', () => {
    expect(en.wrong_network_text).toBe('Current network is not supported. Select a network below');
    expect(`${en.approval_title}; ${en.approval_text}`).toBe(
      'Need to approve; You should confirm to approve. Please wait for the transaction to complete. It may take up to ~3 minutes depending on the network situation. This approval process is required only once.',
    );
    expect(en.wrong_network_banner).toBe('Wrong network. Click the button to change to {{network}} Mainnet');
    expect(commonEn.connect_wallet).toBe('Connect Wallet');
    expect(en.menu_disconnect).toBe('Disconnect Wallet');
    expect(stickersEn.wrong_network).toBe('Wrong network. Please connect to Polygon/Matic network.');
  });
});
