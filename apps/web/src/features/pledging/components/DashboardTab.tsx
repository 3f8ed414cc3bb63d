import { formatDateTime } from '@kingdoms/shared/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';
import { Spinner } from '../../../shared/ui/Spinner';
import { TabList, TabPanel, Tabs, TabTrigger } from '../../../shared/ui/Tabs';
import { useDashboard } from '../api/stakingQueries';
import { formatPledgeAmount } from '../logic/display';
import { ContinentBarChart } from './ContinentBarChart';
import { ContinentRanking } from './ContinentRanking';
import { IndividualRanking } from './IndividualRanking';

type SubTab = 'continent' | 'individual';

/** What a figure shows before (or instead of) its read's answer. */
const NO_FIGURE = '–';

export interface DashboardTabProps {
  onShowRank: (continent: number) => void;
  onShowBonus: () => void;
}

/** Tab 0: totals, then the Continent and Individual rankings (spec 3 "Pledging page"). */
export function DashboardTab({ onShowRank, onShowBonus }: DashboardTabProps) {
  const { t } = useTranslation('pledging');
  const dashboard = useDashboard();
  const [subTab, setSubTab] = useState<SubTab>('continent');
  // Spec 3 §8: a failed dashboard read is not an alert; the page stays empty (a dash, never a
  // made-up 0) and the shell's read-failure notice tries again (issue 29).
  const data = dashboard.data;
  const updatedAt = formatDateTime(data?.updatedAt, { timeZone: 'utc' });
  return (
    <div className="pledging-dashboard">
      <div className="pledging-totals-bar">
        <dl className="pledging-totals" data-testid="dashboard-totals">
          <div>
            <dt>{t('total_pledged')}</dt>
            <dd data-testid="total-value">
              {data ? t('amount_a2z', { amount: formatPledgeAmount(data.totalValue) }) : NO_FIGURE}
            </dd>
          </div>
          <div>
            <dt>{t('total_holders')}</dt>
            <dd data-testid="total-holders">{data ? data.totalHolder : NO_FIGURE}</dd>
          </div>
          <div>
            <dt>{t('updated_at')}</dt>
            <dd data-testid="updated-at">
              {updatedAt ? t('updated_at_value', { time: updatedAt }) : NO_FIGURE}
            </dd>
          </div>
        </dl>
        <Button
          variant="ghost"
          className="pledging-info-button"
          onClick={onShowBonus}
          aria-label={t('info_button_label')}
          data-testid="info-button"
        >
          <span aria-hidden="true">ⓘ</span>
        </Button>
      </div>
      <Tabs value={subTab} onValueChange={(value) => setSubTab(value as SubTab)} className="pledging-subtabs">
        <TabList aria-label={t('dashboard_views')} align="center" size="compact">
          <TabTrigger value="continent" data-testid="subtab-continent">
            {t('subtab_continent')}
          </TabTrigger>
          <TabTrigger value="individual" data-testid="subtab-individual">
            {t('subtab_individual')}
          </TabTrigger>
        </TabList>
        {dashboard.isPending ? (
          <div className="pledging-loading">
            <Spinner />
          </div>
        ) : (
          <>
            <TabPanel value="continent">
              <ContinentRanking entries={data?.continent ?? []} onShowRank={onShowRank} />
              {data && data.continent.length > 0 ? <ContinentBarChart entries={data.continent} /> : null}
            </TabPanel>
            <TabPanel value="individual">
              <IndividualRanking entries={data?.individual ?? []} />
            </TabPanel>
          </>
        )}
      </Tabs>
    </div>
  );
}
