import { formatAmount } from '@kingdoms/shared/amounts';
import { formatDateTime } from '@kingdoms/shared/dates';
import { ratioLabel } from '@kingdoms/shared/rental';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';
import { Pagination } from '../../../shared/ui/Pagination';
import { TabList, TabPanel, Tabs, TabTrigger } from '../../../shared/ui/Tabs';
import { useWalletAccount } from '../../wallet/onchain';
import { useRentHistory, useRentManage } from './rentalQueries';
import { formatDsa, useRentalClaim } from './useRentalClaim';

/**
 * Spec 2 §2/§4 My Drago Rental tab: the total DSA with CLAIM (useRentalClaim, shared with the
 * activity centre), and the Manage (5 per page) and History (10 per page) sub-tabs with the shared
 * pagination. Failed reads show nothing (§8).
 */
export function RentalPanel() {
  const { t } = useTranslation('dragos');
  const account = useWalletAccount();
  const address = account.status === 'connected' ? account.address : undefined;
  const rental = useRentalClaim(address);
  const [managePage, setManagePage] = useState(1);
  const [historyPage, setHistoryPage] = useState(1);
  const manage = useRentManage(address, managePage);
  const history = useRentHistory(address, historyPage);

  if (!address) return null;

  return (
    <div className="rental-panel" data-testid="rental-panel">
      <div className="rental-panel__total">
        <span className="drago-field__label">{t('rental_total_dsa')}</span>
        <strong data-testid="rental-total-dsa">{formatDsa(rental.unclaimed)} DSA</strong>
        <Button onClick={rental.startClaim} disabled={rental.claiming} data-testid="rental-claim">
          {t('rental_claim')}
        </Button>
      </div>
      {/* Issue 41: a claim the payout contract holds back (paused, over a limit) is not lost. */}
      {rental.heldClaims.map((held, index) => (
        <p
          // Held claims have no id of their own here; their order (oldest first) is stable.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          className="rental-panel__held"
          role="status"
          data-testid="rental-claim-held"
        >
          {t('rental_claim_held', { amount: formatAmount(BigInt(held.amount)) })}
        </p>
      ))}
      <Tabs defaultValue="manage">
        <TabList aria-label={t('rental_sections')} size="compact">
          <TabTrigger value="manage">{t('rental_tab_manage')}</TabTrigger>
          <TabTrigger value="history">{t('rental_tab_history')}</TabTrigger>
        </TabList>
        <TabPanel value="manage">
          <table className="rental-table" data-testid="rental-manage">
            <thead>
              <tr>
                <th scope="col">{t('rental_col_token')}</th>
                <th scope="col">{t('rental_col_ratio')}</th>
                <th scope="col">{t('rental_col_current_dsa')}</th>
                <th scope="col">{t('rental_col_current_profit')}</th>
              </tr>
            </thead>
            <tbody>
              {(manage.data?.dragos ?? []).map((drago) => (
                <tr key={drago.tokenId}>
                  <td>{drago.tokenId}</td>
                  <td>{ratioLabel(drago.rent.profitShareRatio)}</td>
                  <td>{formatDsa(drago.rent.stats.currentDSA)}</td>
                  <td>{formatDsa(drago.rent.stats.currentProfit)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {(manage.data?.numPage ?? 0) > 1 && (
            <Pagination
              page={managePage}
              lastPage={manage.data?.numPage ?? 1}
              onPageChange={setManagePage}
              label={t('rental_tab_manage')}
            />
          )}
        </TabPanel>
        <TabPanel value="history">
          <table className="rental-table" data-testid="rental-history">
            <thead>
              <tr>
                <th scope="col">{t('rental_col_borrower')}</th>
                <th scope="col">{t('rental_col_drago')}</th>
                <th scope="col">{t('rental_col_delta')}</th>
                <th scope="col">{t('rental_col_date')}</th>
              </tr>
            </thead>
            <tbody>
              {(history.data?.history ?? []).map((entry) => (
                <tr key={`${entry.dragoTokenId}-${entry.logDate}-${entry.to}-${entry.delta}`}>
                  <td className="drago-facts__address">{entry.to}</td>
                  <td>{entry.dragoTokenId}</td>
                  <td>{formatDsa(entry.delta)}</td>
                  <td>{formatDateTime(entry.logDate * 1000, { seconds: false })}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {(history.data?.numPage ?? 0) > 1 && (
            <Pagination
              page={historyPage}
              lastPage={history.data?.numPage ?? 1}
              onPageChange={setHistoryPage}
              label={t('rental_tab_history')}
            />
          )}
        </TabPanel>
      </Tabs>
    </div>
  );
}
