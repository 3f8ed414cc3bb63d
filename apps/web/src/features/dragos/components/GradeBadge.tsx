import { useTranslation } from 'react-i18next';
import { useDragoNames } from '../hooks/useDragoNames';
import { badgeGradeOf } from '../logic/display';

/** Spec 2 §2: the badge by grade, for grade 1 and above (1 normal, 2 epic, 3 legend); none below. */
export function GradeBadge({ grade }: { grade: number }) {
  const { t } = useTranslation('dragos');
  const names = useDragoNames();
  const badge = badgeGradeOf(grade);
  if (badge === null) return null;
  return (
    <span className={`drago-grade drago-grade--${badge}`} data-testid="grade-badge" data-grade={badge}>
      {t('grade_badge', { grade: names.grade(badge) })}
    </span>
  );
}
