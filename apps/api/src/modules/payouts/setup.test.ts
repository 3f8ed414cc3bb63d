import { DEVNET_ROLES, devnetAccount } from '@kingdoms/contracts/accounts';
import type { Deployment } from '@kingdoms/shared/deployment';
import { describe, expect, it } from 'vitest';
import { devnetDeployment, testConfig } from '../../../test/appHarness';
import { createChains } from '../../chains';
import type { ApiConfig } from '../../config';
import { resolvePayoutSetup as resolveWith } from './setup';

const PAYOUT_ADDRESS = '0x4444444444444444444444444444444444444444';
const DST_PAYOUT_ADDRESS = '0x5555555555555555555555555555555555555555';
const POLYGON_A2Z = { network: 'polygon', token: 'A2Z' } as const;
const ARENAZ_DST = { network: 'arenaz', token: 'DST' } as const;
/** The setup of a process with this configuration and deployment (its chains service built as app.ts does). */
const resolvePayoutSetup = (config: ApiConfig, deployment: Deployment | undefined) =>
  resolveWith(config, createChains(config, deployment));
const config = (env: NodeJS.ProcessEnv = {}) => testConfig({ PAYOUT_JOBS: 'false', ...env });

function withRewardPayout(base: Deployment = devnetDeployment()): Deployment {
  return {
    ...base,
    chains: {
      ...base.chains,
      polygon: {
        ...base.chains.polygon,
        contracts: { ...base.chains.polygon.contracts, RewardPayout: PAYOUT_ADDRESS },
      },
    },
  };
}

function withDstPayout(base: Deployment = devnetDeployment()): Deployment {
  return {
    ...base,
    chains: {
      ...base.chains,
      arenaz: {
        ...base.chains.arenaz,
        contracts: { ...base.chains.arenaz.contracts, DstPayout: DST_PAYOUT_ADDRESS },
      },
    },
  };
}

describe('resolvePayoutSetup', () => {
  it('closes claims when the deployment has no RewardPayout on Polygon', () => {
    const setup = resolvePayoutSetup(config({ PAYOUT_JOBS: 'true' }), devnetDeployment()).of(POLYGON_A2Z);
    expect(setup).toMatchObject({ claimsOpen: false, worker: undefined });
    expect(setup.problem).toContain('RewardPayout');
    expect(resolvePayoutSetup(config(), undefined).of(POLYGON_A2Z).claimsOpen).toBe(false);
  });

  it('in production needs PAYOUT_PRIVATE_KEY to run the worker, and closes claims without it', () => {
    const production = { ...withRewardPayout(), env: 'production' as const };
    const missing = resolvePayoutSetup(config({ PAYOUT_JOBS: 'true' }), production).of(POLYGON_A2Z);
    expect(missing).toMatchObject({ claimsOpen: false, worker: undefined });
    expect(missing.problem).toContain('PAYOUT_PRIVATE_KEY');

    const key = devnetAccount(7).privateKey;
    const given = resolvePayoutSetup(
      config({
        PAYOUT_JOBS: 'true',
        PAYOUT_PRIVATE_KEY: key,
        RPC_URL_POLYGON: 'https://rpc.example',
      }),
      production,
    ).of(POLYGON_A2Z);
    expect(given).toMatchObject({
      claimsOpen: true,
      problem: undefined,
      worker: {
        payer: expect.objectContaining({ address: devnetAccount(7).address }),
        rpcUrl: 'https://rpc.example',
        contract: PAYOUT_ADDRESS,
        chainId: 31338,
      },
    });
  });

  it('on the devnet pays from the devnet reward payer account when no key is set', () => {
    const setup = resolvePayoutSetup(config({ PAYOUT_JOBS: 'true' }), withRewardPayout()).of(POLYGON_A2Z);
    expect(setup.claimsOpen).toBe(true);
    expect(setup.worker?.payer.address).toBe(devnetAccount(DEVNET_ROLES.rewardPayer).address);
    expect(setup.worker?.rpcUrl).toBe('http://127.0.0.1:2');
  });

  it('with PAYOUT_JOBS=false accepts claims without a key (another instance pays) and runs no worker', () => {
    const production = { ...withRewardPayout(), env: 'production' as const };
    expect(resolvePayoutSetup(config({ PAYOUT_JOBS: 'false' }), production).of(POLYGON_A2Z)).toEqual({
      network: 'polygon',
      token: 'A2Z',
      contract: 'RewardPayout',
      claimsOpen: true,
      worker: undefined,
      problem: undefined,
    });
  });

  it('pays DST on Arena-Z through DstPayout, independently of RewardPayout', () => {
    const setup = resolvePayoutSetup(config({ PAYOUT_JOBS: 'true' }), withDstPayout());
    expect(setup.of(POLYGON_A2Z).claimsOpen).toBe(false);
    expect(setup.of(ARENAZ_DST)).toMatchObject({
      contract: 'DstPayout',
      claimsOpen: true,
      worker: {
        contract: DST_PAYOUT_ADDRESS,
        chainId: 31339,
        payer: expect.objectContaining({ address: devnetAccount(DEVNET_ROLES.rewardPayer).address }),
      },
    });
    const both = resolvePayoutSetup(config({ PAYOUT_JOBS: 'true' }), withDstPayout(withRewardPayout()));
    expect(both.payers.map((payer) => payer.claimsOpen)).toEqual([true, true]);
  });
});
