// @vitest-environment node
import { describe, expect, it } from 'vitest';
import en from './en.json';
import errors from './errors/en.json';

describe('bridge catalogue', () => {
  it('holds the exact texts of spec 3 §5 and §8', () => {
    expect(en).toMatchObject({
      error: {
        select_resources: 'Select resources to bridge.',
        select_dragos: 'Select dragos to bridge.',
        input_loka: 'Input loka amount.',
        input_wloka: 'Input wloka amount.',
        invalid_tx_hash: 'Invalid transaction hash format.',
      },
      wrong_network_general: 'Wrong network. You should change network to mainnet.',
      status_claimable: 'claim',
      status_completed: 'Completed',
      status_sended: 'Sended',
      status_received: 'Received',
    });
    // §8: the withdraw signature's refusal before the checkpoint is the API's checkpoint_pending.
    expect(errors.error.checkpoint_pending).toBe(
      "Polygon checkpoints haven't arrived yet. It will be processed at the next checkpoint. It can take anywhere from 30 minutes to up to 6 hours.",
    );
    // Spec 3 §9 timing notes.
    expect(en.deposit_note).toContain('20-30 minutes');
    expect(en.withdraw_note).toContain('30 minutes to 6 hours');
  });
});
