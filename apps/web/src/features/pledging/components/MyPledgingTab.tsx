import { shortenAddress } from '@kingdoms/shared/address';
import { continentLabel } from '@kingdoms/shared/staking';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useOverlays } from '../../../shared/overlays';
import { Button } from '../../../shared/ui/Button';
import { Spinner } from '../../../shared/ui/Spinner';
import { useWalletAccount } from '../../wallet/onchain';
import { useMyStaking } from '../api/stakingQueries';
import type { AmountAction } from '../hooks/usePledgeGate';
import { useRewardClaim } from '../hooks/useRewardClaim';
import { formatPledgeAmount } from '../logic/display';
import { CommentForm } from './CommentForm';
import { TierBadge } from './TierBadge';

export interface MyPledgingTabProps {
  onAction: (kind: AmountAction['kind'], continent: number) => void;
}

/** Tab 2 "My Pledging": rank, address, total, comment, reward and the continents pledged to. */
export function MyPledgingTab({ onAction }: MyPledgingTabProps) {
  const { t } = useTranslation('pledging');
  const account = useWalletAccount();
  const overlays = useOverlays();
  const rewardHeadingId = useId();
  const my = useMyStaking(account.address);
  const owner =
    account.address && account.checksumAddress
      ? { address: account.address, checksumAddress: account.checksumAddress, chainId: account.chainId ?? 0 }
      : undefined;
  const claim = useRewardClaim(owner?.address);

  if (!owner) {
    return (
      <div className="pledging-connect">
        <p>{t('connect_prompt')}</p>
        {account.status === 'disconnected' ? (
          <Button onClick={() => overlays.open('wallet')} data-testid="connect-button">
            {t('connect_wallet')}
          </Button>
        ) : (
          <Spinner />
        )}
      </div>
    );
  }
  if (my.isPending) return <Spinner />;
  const data = my.data;
  // Spec 3: only continents where this wallet's pledge is above 0.
  const continents = (data?.continents ?? []).filter((entry) => BigInt(entry.value) > 0n);
  const reward = BigInt(data?.reward ?? '0');
  return (
    <div className="my-pledging" data-testid="my-pledging">
      <dl className="pledging-totals my-pledging__summary">
        <div>
          <dt>{t('my_rank')}</dt>
          <dd data-testid="my-rank">{data && data.ranking > 0 ? data.ranking : '–'}</dd>
        </div>
        <div>
          <dt>{t('col_address')}</dt>
          <dd data-testid="my-address" className="pledging-address" title={owner.address}>
            {shortenAddress(owner.address)}
          </dd>
        </div>
        <div>
          <dt>{t('total_pledged')}</dt>
          <dd data-testid="my-total">
            {t('amount_a2z', { amount: formatPledgeAmount(data?.value ?? '0') })}
          </dd>
        </div>
      </dl>
      {/* A new server comment (after a registration or a wallet switch) restarts the draft. */}
      <CommentForm
        key={`${owner.address}:${data?.staking.comment ?? ''}`}
        owner={owner}
        comment={data?.staking.comment ?? ''}
      />
      <section className="my-pledging__reward" aria-labelledby={rewardHeadingId}>
        <h3 id={rewardHeadingId}>{t('reward')}</h3>
        <p data-testid="my-reward">{t('amount_a2z', { amount: formatPledgeAmount(reward) })}</p>
        <p className="pledging-note">{t('reward_note')}</p>
        {/* Issue 41: a claim the payout contract holds back (paused, over a limit) is not lost. */}
        {(data?.heldClaims ?? []).map((held, index) => (
          <p
            // Held claims have no id of their own here; their order (oldest first) is stable.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            className="pledging-note pledging-note--held"
            role="status"
            data-testid="claim-held"
          >
            {t('claim_held', { amount: formatPledgeAmount(held.amount) })}
          </p>
        ))}
        <Button busy={claim.pending} disabled={reward <= 0n} onClick={claim.claim} data-testid="claim-button">
          {t('claim')}
        </Button>
      </section>
      <h3>{t('my_continents')}</h3>
      {continents.length === 0 ? (
        <p className="pledging-empty">{t('empty_my_continents')}</p>
      ) : (
        <div className="pledging-table-scroll">
          <table className="pledging-table" data-testid="my-continent-table">
            <thead>
              <tr>
                <th scope="col">{t('col_continent')}</th>
                <th scope="col">{t('col_tier')}</th>
                <th scope="col">{t('col_my_pledge')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('col_actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {continents.map((entry) => {
                const name = t('continent_name', { number: continentLabel(entry.continent) });
                return (
                  <tr key={entry.continent} data-testid={`my-continent-row-${entry.continent}`}>
                    <th scope="row">{name}</th>
                    <td>
                      <TierBadge tier={entry.tier} size={24} />
                    </td>
                    <td>{formatPledgeAmount(entry.value)}</td>
                    <td>
                      <div className="pledging-table__actions-group">
                        <Button
                          onClick={() => onAction('pledge', entry.continent)}
                          aria-label={t('add_label', { name })}
                          data-testid={`my-add-button-${entry.continent}`}
                        >
                          {t('add')}
                        </Button>
                        <Button
                          variant="secondary"
                          onClick={() => onAction('unpledge', entry.continent)}
                          aria-label={t('unpledge_label', { name })}
                          data-testid={`my-unpledge-button-${entry.continent}`}
                        >
                          {t('unpledge')}
                        </Button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
