// @vitest-environment node
import { AUTH_ERROR_CODES } from '@kingdoms/shared/api/auth';
import { STAKING_ERROR_CODES } from '@kingdoms/shared/api/staking';
import { describe, expect, it } from 'vitest';
import { LOCAL_FAILURE_CODES } from '../logic/failureCode';
import en from './en.json';

/** The failure codes the comment and claim calls can answer, each with its own alert text. */
const CODES = [
  ...STAKING_ERROR_CODES,
  ...LOCAL_FAILURE_CODES,
  ...AUTH_ERROR_CODES.filter((code) => code === 'not_signed_in' || code === 'wrong_wallet'),
  'invalid_request',
  'rate_limited',
];

describe('pledging catalogue', () => {
  it.each(CODES)('has alert_%s', (code) => {
    expect(en).toHaveProperty(`alert_${code}`);
  });

  it('holds the exact texts of spec 3 §5 and §7', () => {
    expect(en).toMatchObject({
      error_pledge_amount_required: 'Please enter the amount of LOK to pledge.',
      error_pledge_over_balance: 'You cannot pledge more than the amount of A2Z you have.',
      error_unpledge_amount_required: 'Please enter the amount of LOK to unpledge.',
      error_unpledge_over_pledged: 'You cannot unpledge more than the amount of LOK pledged.',
      error_comment_too_long: 'Comments can contain up to 30 characters.',
      wrong_network: 'Wrong network. Please connect to Ethereum network.',
      alert_reward_sent:
        'The reward will be sent to the connected address of the polygon network within 24 hours.',
      rank_dialog_title: 'CONTINENT {{number}} > INDIVIDUAL RANK',
      update_note: 'Staking figures update daily at UTC 00:00.',
    });
    expect(en.processing_text).toContain('1-5 minutes');
  });
});
