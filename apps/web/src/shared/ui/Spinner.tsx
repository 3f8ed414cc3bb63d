import { useTranslation } from 'react-i18next';
import './Spinner.css';

export function Spinner({ size = 'medium' }: { size?: 'small' | 'medium' | 'large' }) {
  const { t } = useTranslation('common');
  return <span className={`spinner spinner--${size}`} role="status" aria-label={t('loading')} />;
}
