import { shortenAddress } from '@kingdoms/shared/address';
import type { AdminVestingRow } from '@kingdoms/shared/api/vesting';
import { frequencyInDays, VESTING_POOL_TYPES } from '@kingdoms/shared/vesting';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm, useOverlays } from '../../../shared/overlays';
import { Button } from '../../../shared/ui/Button';
import { Dialog } from '../../../shared/ui/Dialog';
import { TabList, TabPanel, Tabs, TabTrigger } from '../../../shared/ui/Tabs';
import { useAdminLog, useAdminVestings } from '../api/vestingQueries';
import { useVestingAdmin } from '../hooks/useVestingAdmin';
import { formatCliff, formatReward, formatRewardDate } from '../logic/display';
import { checkRegisterForm, EMPTY_REGISTER_FORM, type RegisterFormValues } from '../logic/registerForm';

const ADMIN_TABS = ['list', 'register', 'log'] as const;
type AdminTab = (typeof ADMIN_TABS)[number];

function poolName(poolType: number): string {
  return VESTING_POOL_TYPES.find((pool) => pool.id === poolType)?.name ?? String(poolType);
}

function VestingList({ onStop, stopping }: { onStop: (row: AdminVestingRow) => void; stopping: boolean }) {
  const { t } = useTranslation('my-reward');
  const list = useAdminVestings(true);
  if (list.isPending) return <p>{t('loading')}</p>;
  if (!list.data || list.data.length === 0)
    return <p data-testid="admin-list-empty">{t('admin_list_empty')}</p>;
  const columns = [
    'public_key',
    'pool_type',
    'title',
    'total',
    'started',
    'cliff',
    'frequency',
    'counts',
    'status',
  ] as const;
  return (
    <div className="admin-table__scroll">
      <table className="admin-table" data-testid="admin-list">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {t(`column_${column}`)}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">{t('column_actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {list.data.map((row) => (
            <tr key={row._id} data-testid={`admin-row-${row._id}`}>
              <td title={row.publicKey}>{shortenAddress(row.publicKey)}</td>
              <td>{poolName(row.poolType)}</td>
              <td>{row.title}</td>
              <td>{formatReward(row.total)}</td>
              <td>{formatRewardDate(row.started)}</td>
              <td>{formatCliff(row)}</td>
              <td>{t('frequency_days', { count: frequencyInDays(row.frequency) })}</td>
              <td>{row.count}</td>
              <td>{t(`status_${row.status}`)}</td>
              <td>
                {row.stoppedAt === null ? (
                  <Button
                    variant="secondary"
                    disabled={stopping}
                    onClick={() => onStop(row)}
                    data-testid={`stop-button-${row._id}`}
                  >
                    {t('stop')}
                  </Button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function AdminLog() {
  const { t } = useTranslation('my-reward');
  const log = useAdminLog(true);
  if (log.isPending) return <p>{t('loading')}</p>;
  if (!log.data || log.data.length === 0) return <p>{t('admin_log_empty')}</p>;
  return (
    <ol className="admin-log" data-testid="admin-log">
      {log.data.map((entry) => (
        <li key={entry.id} className="admin-log__entry">
          {t(`log_${entry.action}`, {
            date: formatRewardDate(entry.at),
            admin: shortenAddress(entry.admin),
            title: entry.title,
            id: entry.vestingId,
            holder: shortenAddress(entry.beneficiary),
          })}
        </li>
      ))}
    </ol>
  );
}

interface RegisterFormProps {
  values: RegisterFormValues;
  onChange: (values: RegisterFormValues) => void;
  onSubmit: () => void;
  busy: boolean;
}

/** Spec 3 §3 "New vesting form": every field, in the admin's units (A2Z, local time, days). */
function RegisterForm({ values, onChange, onSubmit, busy }: RegisterFormProps) {
  const { t } = useTranslation('my-reward');
  const id = useId();
  const field = (name: keyof RegisterFormValues) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => onChange({ ...values, [name]: event.target.value }),
    'data-testid': `register-${name}`,
  });
  const label = (name: keyof RegisterFormValues, text: string) => (
    <label htmlFor={`${id}-${name}`}>{text}</label>
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="register-form" onSubmit={submit} noValidate data-testid="register-form">
      {label('address', t('field_address'))}
      <input type="text" autoComplete="off" spellCheck={false} placeholder="0x…" {...field('address')} />
      {label('poolType', t('field_pool_type'))}
      <select {...field('poolType')}>
        {VESTING_POOL_TYPES.map((pool) => (
          <option key={pool.id} value={String(pool.id)}>
            {`${pool.id} ${pool.name}`}
          </option>
        ))}
      </select>
      {label('title', t('field_title'))}
      <input type="text" autoComplete="off" {...field('title')} />
      {label('total', t('field_total'))}
      <input type="text" inputMode="decimal" autoComplete="off" {...field('total')} />
      {label('started', t('field_started'))}
      <input type="datetime-local" {...field('started')} />
      {label('cliffDays', t('field_cliff'))}
      <input type="text" inputMode="decimal" autoComplete="off" {...field('cliffDays')} />
      {label('frequencyDays', t('field_frequency'))}
      <input type="text" inputMode="decimal" autoComplete="off" {...field('frequencyDays')} />
      {label('count', t('field_count'))}
      <input type="text" inputMode="numeric" autoComplete="off" {...field('count')} />
      <Button type="submit" busy={busy} className="register-form__submit" data-testid="register-submit">
        {t('register')}
      </Button>
    </form>
  );
}

/**
 * Spec 3 §6: the admin panel — list, register (add) and stop vestings, each confirmed with
 * 'Are you sure?'; beyond the spec, the log of every register and stop (who, when, what).
 */
export function AdminPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('my-reward');
  const { showAlert } = useOverlays();
  const [tab, setTab] = useState<AdminTab>('list');
  const [form, setForm] = useState<RegisterFormValues>(EMPTY_REGISTER_FORM);
  const confirm = useConfirm();
  const admin = useVestingAdmin({
    onRegistered: () => {
      setForm(EMPTY_REGISTER_FORM);
      setTab('list');
    },
  });

  /** Spec 3 §6: every register and stop is confirmed with 'Are you sure?' first. */
  const confirmed = (detail: string) =>
    confirm({
      title: t('confirm_title'),
      text: detail,
      confirmLabel: t('confirm_ok'),
      cancelLabel: t('confirm_cancel'),
      testId: 'confirm',
    });

  const askRegister = async () => {
    const check = checkRegisterForm(form);
    if (!check.ok) {
      showAlert(check.message);
      return;
    }
    const { request } = check;
    const detail = t('confirm_register', {
      title: request.title,
      holder: request.address,
      amount: form.total,
    });
    if (await confirmed(detail)) admin.register.mutate(request);
  };
  const askStop = async (row: AdminVestingRow) => {
    const detail = t('confirm_stop', { title: row.title, holder: shortenAddress(row.publicKey) });
    if (await confirmed(detail)) admin.stop.mutate(row._id);
  };

  return (
    <Dialog open={open} onClose={onClose} title={t('admin_title')} className="admin-panel">
      <Tabs value={tab} onValueChange={(value) => setTab(value as AdminTab)}>
        <TabList aria-label={t('admin_tabs_label')} size="compact">
          {ADMIN_TABS.map((value) => (
            <TabTrigger key={value} value={value} data-testid={`admin-tab-${value}`}>
              {t(`admin_tab_${value}`)}
            </TabTrigger>
          ))}
        </TabList>
        <TabPanel value="list">
          <VestingList onStop={askStop} stopping={admin.stop.isPending} />
        </TabPanel>
        <TabPanel value="register">
          <RegisterForm
            values={form}
            onChange={setForm}
            onSubmit={askRegister}
            busy={admin.register.isPending}
          />
        </TabPanel>
        <TabPanel value="log">
          <AdminLog />
        </TabPanel>
      </Tabs>
    </Dialog>
  );
}
