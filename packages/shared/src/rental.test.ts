import { describe, expect, it } from 'vitest';
import {
  CLAIM_BELOW_MINIMUM_MESSAGE,
  CLAIM_FEE_DSA,
  CLAIM_MINIMUM_DSA,
  canClaim,
  claimDstBaseUnits,
  claimDstText,
  claimSuccessMessage,
  DEFAULT_RENTAL_DURATION_DAYS,
  DEFAULT_RENTAL_RATIO,
  DSA_PER_DST,
  durationOfExpireTime,
  expireTimeOf,
  isExpiredRental,
  isFreshRentalSignature,
  isMine,
  isRentalRatio,
  isRented,
  ownerProfit,
  RENTAL_DURATION_DAYS,
  RENTAL_RATIOS,
  type RentState,
  ratioLabel,
  rentalAction,
  rentalMessage,
} from './rental';

const NOW = new Date('2026-03-10T12:00:00Z');
const FUTURE = '2026-03-11T12:00:00Z';
const PAST = '2026-03-09T12:00:00Z';
const OWNER = '0x1111111111111111111111111111111111111111';
const LENDER = '0x2222222222222222222222222222222222222222';
const RENTEE = '0x3333333333333333333333333333333333333333';
const OTHER = '0x4444444444444444444444444444444444444444';

const rent = (status: number, expireDate: string, from = LENDER): RentState => ({
  status,
  from,
  to: RENTEE,
  expireDate,
});

describe('rental state (spec 2 §4)', () => {
  it.each([
    ['no rent', null, false, false],
    ['active, expiring later', rent(1, FUTURE), true, false],
    ['active, expired', rent(1, PAST), false, true],
    ['active, expiring exactly now', rent(1, NOW.toISOString()), false, true],
    ['cancelled, expiring later', rent(0, FUTURE), false, false],
    ['cancelled, expired', rent(0, PAST), false, false],
  ] as const)('%s: rented %s, expired status-1 %s', (_name, state, rented, expired) => {
    expect(isRented(state, NOW)).toBe(rented);
    expect(isExpiredRental(state, NOW)).toBe(expired);
  });

  it('reads expiry as an ISO string, a Date or Unix seconds (as the drago replies carry it)', () => {
    expect(isRented(rent(1, FUTURE), NOW)).toBe(true);
    expect(isRented({ ...rent(1, FUTURE), expireDate: new Date(FUTURE) }, NOW)).toBe(true);
    expect(isRented({ ...rent(1, FUTURE), expireDate: Date.parse(FUTURE) / 1000 }, NOW)).toBe(true);
    expect(isRented({ ...rent(1, FUTURE), expireDate: Date.parse(PAST) / 1000 }, NOW)).toBe(false);
  });

  it.each([
    // rented: only the lender is "mine"
    ['rented, the lender', OWNER, rent(1, FUTURE, LENDER), LENDER, true, 'cancel'],
    ['rented, the owner who is not the lender', OWNER, rent(1, FUTURE, LENDER), OWNER, false, undefined],
    ['rented, the rentee', OWNER, rent(1, FUTURE, LENDER), RENTEE, false, undefined],
    [
      'rented, the lender in upper case',
      OWNER,
      rent(1, FUTURE, LENDER),
      LENDER.toUpperCase(),
      true,
      'cancel',
    ],
    // not rented: the owner, or the lender of an expired rental
    ['not rented, the owner', OWNER, null, OWNER, true, 'rent'],
    ['not rented, someone else', OWNER, null, OTHER, false, undefined],
    ['expired, the lender', OWNER, rent(1, PAST, LENDER), LENDER, true, 'rent'],
    ['expired, the owner', OWNER, rent(1, PAST, LENDER), OWNER, true, 'rent'],
    ['expired, the rentee', OWNER, rent(1, PAST, LENDER), RENTEE, false, undefined],
    ['cancelled, the old lender', OWNER, rent(0, FUTURE, LENDER), LENDER, false, undefined],
    ['cancelled, the owner', OWNER, rent(0, FUTURE, LENDER), OWNER, true, 'rent'],
    ['no wallet', OWNER, null, '', false, undefined],
  ] as const)('%s: mine %s, action %s', (_name, owner, state, address, mine, action) => {
    const drago = { owner, rent: state };
    expect(isMine(drago, address, NOW)).toBe(mine);
    expect(rentalAction(drago, address, NOW)).toBe(action);
  });
});

describe('rental form options (spec 2 §3, §9)', () => {
  it('ratios 9:1 down to 1:9, stored as the owner share of 10, default 5:5', () => {
    expect(RENTAL_RATIOS).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(RENTAL_RATIOS.map(ratioLabel)).toEqual([
      '9:1',
      '8:2',
      '7:3',
      '6:4',
      '5:5',
      '4:6',
      '3:7',
      '2:8',
      '1:9',
    ]);
    expect(DEFAULT_RENTAL_RATIO).toBe(5);
  });

  it.each([
    [5, true],
    [1, true],
    [9, true],
    [0, false],
    [10, false],
    [5.5, false],
  ])('ratio %s valid: %s', (ratio, valid) => {
    expect(isRentalRatio(ratio)).toBe(valid);
  });

  it('durations 7, 30, 90, 365 days, default 30; expireTime = days × 86400', () => {
    expect(RENTAL_DURATION_DAYS).toEqual([7, 30, 90, 365]);
    expect(DEFAULT_RENTAL_DURATION_DAYS).toBe(30);
    expect(RENTAL_DURATION_DAYS.map(expireTimeOf)).toEqual([604_800, 2_592_000, 7_776_000, 31_536_000]);
  });

  it.each([
    [604_800, 7],
    [2_592_000, 30],
    [7_776_000, 90],
    [31_536_000, 365],
    [86_400, undefined],
    [0, undefined],
    [2_592_001, undefined],
  ])('expireTime %s is a duration of %s days', (expireTime, days) => {
    expect(durationOfExpireTime(expireTime)).toBe(days);
  });
});

describe('claim (spec 2 §4, §5, §9)', () => {
  it('constants: minimum 1000 DSA, fee 10 DSA, 100 DSA = 1 DST, the message word for word', () => {
    expect(CLAIM_MINIMUM_DSA).toBe(1000);
    expect(CLAIM_FEE_DSA).toBe(10);
    expect(DSA_PER_DST).toBe(100);
    expect(CLAIM_BELOW_MINIMUM_MESSAGE).toBe('You can only claim DSA if you have more than 1000 DSA.');
  });

  it.each([
    [0, false, '0.00', 0n],
    [999, false, '9.89', 989n * 10n ** 16n],
    [1000, true, '9.90', 990n * 10n ** 16n],
    [1001, true, '9.91', 991n * 10n ** 16n],
    [1234, true, '12.24', 1224n * 10n ** 16n],
    [1010, true, '10.00', 10n * 10n ** 18n],
    [123_456_789, true, '1234567.79', 123_456_779n * 10n ** 16n],
    [5, false, '0.00', 0n],
  ])('unclaimed %s DSA: can claim %s, receives %s DST (%s base units)', (unclaimed, can, text, units) => {
    expect(canClaim(unclaimed)).toBe(can);
    expect(canClaim(BigInt(unclaimed))).toBe(can);
    expect(claimDstText(unclaimed)).toBe(text);
    expect(claimDstBaseUnits(unclaimed)).toBe(units);
  });

  it('says "You will receive X DST."', () => {
    expect(claimSuccessMessage(1234)).toBe('You will receive 12.24 DST.');
    expect(claimSuccessMessage(1000n)).toBe('You will receive 9.90 DST.');
  });

  it.each([
    [100, 5, 50],
    [100, 9, 90],
    [100, 1, 10],
    [15, 5, 7],
    [7, 3, 2],
    [0, 5, 0],
  ])('%s DSA mined at owner share %s: owner profit %s', (mined, share, profit) => {
    expect(ownerProfit(mined, share)).toBe(profit);
  });
});

describe('the signed rental message', () => {
  const issuedAt = '2026-03-10T12:00:00.000Z';

  it('starts with the spec text lowercase(rentee)_tokenId, then action, terms, chain, time', () => {
    const message = rentalMessage({
      action: 'rent',
      rentee: '0xABCDEFabcdefABCDEFabcdefABCDEFabcdefABCD',
      tokenId: 20001,
      shareRatio: 7,
      expireTime: 2_592_000,
      chainId: 31339,
      issuedAt,
    });
    expect(message).toBe(
      [
        '0xabcdefabcdefabcdefabcdefabcdefabcdefabcd_20001',
        'Kingdoms Portal drago rental',
        'Action: rent',
        'Share Ratio: 7',
        'Expire Time: 2592000',
        'Chain ID: 31339',
        `Issued At: ${issuedAt}`,
      ].join('\n'),
    );
  });

  it('a cancel names no terms', () => {
    expect(rentalMessage({ action: 'cancel', rentee: RENTEE, tokenId: '7', chainId: 1, issuedAt })).toBe(
      [
        `${RENTEE}_7`,
        'Kingdoms Portal drago rental',
        'Action: cancel',
        'Chain ID: 1',
        `Issued At: ${issuedAt}`,
      ].join('\n'),
    );
  });

  it.each([
    [0, true],
    [-600_000, true],
    [-600_001, false],
    [60_000, true],
    [60_001, false],
  ])('issued %s ms from now is fresh: %s', (offset, fresh) => {
    expect(isFreshRentalSignature(new Date(NOW.getTime() + offset), NOW)).toBe(fresh);
  });

  it('an unparseable time is not fresh', () => {
    expect(isFreshRentalSignature(new Date('nope'), NOW)).toBe(false);
  });
});
