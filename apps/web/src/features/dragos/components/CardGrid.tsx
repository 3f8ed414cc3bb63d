import { useTranslation } from 'react-i18next';
import type { EggState } from '../logic/eggState';
import type { DragoItem, EggItem } from '../logic/inventory';
import { DragoCard } from './DragoCard';
import { EggCard } from './EggCard';

export interface CardGridProps {
  eggs: readonly EggItem[];
  dragos: readonly DragoItem[];
  eggState: (egg: EggItem) => EggState;
  /** The egg whose action is being prepared or signed, if any. */
  busyEgg: number | null;
  /** Some egg action runs: the others wait. */
  locked: boolean;
  onHatch: (egg: EggItem) => void;
  onBridge: (egg: EggItem) => void;
  onRepair: (egg: EggItem) => void;
  onOpenDrago: (drago: DragoItem) => void;
}

/** Spec 2 §2: eggs then dragos, 4 per row; "You don't have any dragos." when there is neither. */
export function CardGrid({
  eggs,
  dragos,
  eggState,
  busyEgg,
  locked,
  onHatch,
  onBridge,
  onRepair,
  onOpenDrago,
}: CardGridProps) {
  const { t } = useTranslation('dragos');
  if (eggs.length === 0 && dragos.length === 0) {
    return (
      <p className="page-notice" data-testid="no-dragos">
        {t('empty')}
      </p>
    );
  }
  return (
    <ul className="drago-grid" aria-label={t('inventory_label')} data-testid="drago-grid">
      {eggs.map((egg) => (
        <li key={`egg-${egg.tokenId}`}>
          <EggCard
            egg={egg}
            state={eggState(egg)}
            busy={busyEgg === egg.tokenId}
            disabled={locked && busyEgg !== egg.tokenId}
            onHatch={() => onHatch(egg)}
            onBridge={() => onBridge(egg)}
            onRepair={() => onRepair(egg)}
          />
        </li>
      ))}
      {dragos.map((drago) => (
        <li key={`drago-${drago.tokenId}`}>
          <DragoCard drago={drago} onOpen={() => onOpenDrago(drago)} />
        </li>
      ))}
    </ul>
  );
}
