import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';
import type { EggState } from '../logic/eggState';
import type { EggItem } from '../logic/inventory';
import { EggArt } from './DragoArt';

export interface EggCardProps {
  egg: EggItem;
  state: EggState;
  /** This egg's hatch or bridge is being prepared or signed. */
  busy: boolean;
  /** Another egg's action runs: one at a time. */
  disabled: boolean;
  onHatch: () => void;
  onBridge: () => void;
  onRepair: () => void;
}

/**
 * Spec 2 §4 egg card: ready → Hatch; genesis (10001–20000) → Bridge & Hatch and Repair;
 * hatching → "Hatching..." disabled until the inventory shows the drago; late randomness → its
 * request id.
 */
export function EggCard({ egg, state, busy, disabled, onHatch, onBridge, onRepair }: EggCardProps) {
  const { t } = useTranslation('dragos');
  const id = egg.tokenId;
  const genesis = state.kind === 'genesis';
  return (
    <article className="drago-card drago-card--egg" data-testid={`egg-card-${id}`} data-state={state.kind}>
      <EggArt tokenId={id} label={t('egg_art', { id })} />
      <h3 className="drago-card__name">{t('egg_name', { id })}</h3>
      <p className="drago-card__meta">
        {genesis ? <span className="drago-label drago-label--genesis">{t('genesis')}</span> : null}
        <span>{t('on_network', { network: t(`network_${egg.network}`) })}</span>
      </p>
      <div className="drago-card__actions">
        {state.kind === 'ready' ? (
          <Button busy={busy} disabled={disabled} onClick={onHatch} data-testid={`hatch-${id}`}>
            {t('hatch')}
          </Button>
        ) : null}
        {genesis ? (
          <>
            <Button busy={busy} disabled={disabled} onClick={onBridge} data-testid={`bridge-${id}`}>
              {t('bridge_hatch')}
            </Button>
            <Button
              variant="secondary"
              disabled={disabled || busy}
              onClick={onRepair}
              aria-label={t('repair_label', { id })}
              data-testid={`repair-${id}`}
            >
              {t('repair')}
            </Button>
          </>
        ) : null}
        {state.kind === 'hatching' || state.kind === 'stuck' ? (
          <Button disabled data-testid={`hatching-${id}`}>
            {t('hatching')}
          </Button>
        ) : null}
      </div>
      {state.kind === 'stuck' ? (
        <p className="drago-card__stuck" role="status" data-testid={`stuck-${id}`}>
          {t('stuck', { requestId: state.requestId })}
        </p>
      ) : null}
    </article>
  );
}
