import { beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '../../../../test/renderApp';
import { i18next } from '../../../i18n';
import { errorKey } from '../../../shared/errors/errorCodes';
import en from '../locales/en.json';
import { spinFailureCode } from './useSpin';

/** Spec 2 §8: the texts the spin and the burn show, in the one errors catalogue. */
describe('roulette messages (spec 2 §8)', () => {
  beforeAll(async () => {
    await setupI18n('en', ['roulette']);
  });
  const text = (code: string) => i18next.t(errorKey(code), { ns: 'errors' });

  it("spin: event_ended is 'Thank you. The event has ended.', any other refusal the ticket text", () => {
    expect(text(spinFailureCode('event_ended'))).toBe('Thank you. The event has ended.');
    for (const code of ['no_ticket', 'wrong_wallet', 'roulette_unavailable']) {
      expect(text(spinFailureCode(code))).toBe(
        "You don't have enough roulette ticket. You need to burn your Drago Mystery Box.",
      );
    }
  });

  it('spin without a wallet, burn outside the window, burn on another chain', () => {
    expect(text('spin_needs_wallet')).toBe('Connect your wallet to spin roulette.');
    expect(text('burn_event_ended')).toBe('The event has ended.');
    expect(en.wrong_network).toBe('Wrong network. You should change network to Polygon mainnet.');
    expect(en.burning_text).toContain('Do not refresh or close the window.');
  });
});
