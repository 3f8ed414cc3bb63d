// @vitest-environment node
import { describe, expect, it } from 'vitest';
import en from './en.json';

describe('pledging catalogue', () => {
  it('holds the exact texts of spec 3 §5 and §7', () => {
    expect(en).toMatchObject({
      error: {
        pledge_amount_required: 'Please enter the amount of LOK to pledge.',
        pledge_over_balance: 'You cannot pledge more than the amount of A2Z you have.',
        unpledge_amount_required: 'Please enter the amount of LOK to unpledge.',
        unpledge_over_pledged: 'You cannot unpledge more than the amount of LOK pledged.',
        comment_too_long: 'Comments can contain up to 30 characters.',
      },
      wrong_network: 'Wrong network. Please connect to Ethereum network.',
      reward_sent: 'The reward will be sent to the connected address of the polygon network within 24 hours.',
      rank_dialog_title: 'CONTINENT {{number}} > INDIVIDUAL RANK',
      update_note: 'Staking figures update daily at UTC 00:00.',
    });
    expect(en.processing_text).toContain('1-5 minutes');
  });
});
