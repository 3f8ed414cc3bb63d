import { useTranslation } from 'react-i18next';
import { useDragoNames } from '../hooks/useDragoNames';

/** Spec 2 §2: the badge by grade (1 normal, 2 epic, 3 legend). */
export function GradeBadge({ grade }: { grade: number }) {
  const { t } = useTranslation('dragos');
  const names = useDragoNames();
  const known = grade >= 1 && grade <= 3 ? grade : 1;
  return (
    <span className={`drago-grade drago-grade--${known}`} data-testid="grade-badge">
      {t('grade_badge', { grade: names.grade(known) })}
    </span>
  );
}
