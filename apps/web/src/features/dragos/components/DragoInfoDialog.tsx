import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../shared/ui/Button';
import { Dialog } from '../../../shared/ui/Dialog';
import { useDragoNames } from '../hooks/useDragoNames';
import { formatBreedCount } from '../logic/display';
import { isGenesisId } from '../logic/eggState';
import type { DragoItem } from '../logic/inventory';
import { dragoDetailPath } from '../paths';
import { DragoArt } from './DragoArt';
import { GradeBadge } from './GradeBadge';

export interface DragoInfoDialogProps {
  drago: DragoItem | null;
  onClose: () => void;
  /** Opens the rehatch confirm popup. */
  onRehatch: () => void;
  /** A rehatch of this drago is being prepared, signed or mined. */
  rehatchBusy: boolean;
}

/** Spec 2 §2: the drago info popup; it offers rehatch while the rehatching count is above 0. */
export function DragoInfoDialog({ drago, onClose, onRehatch, rehatchBusy }: DragoInfoDialogProps) {
  const { t } = useTranslation('dragos');
  const names = useDragoNames();
  const id = drago?.tokenId ?? 0;
  return (
    <Dialog
      open={drago !== null}
      onClose={onClose}
      title={t('info_title', { id })}
      className="drago-dialog drago-info"
    >
      {drago ? (
        <div data-testid="drago-info" data-token-id={id}>
          <DragoArt
            datas={drago.datas}
            label={t('drago_art', { id, grade: names.grade(drago.grade) })}
            className="drago-info__art"
          />
          <p className="drago-card__meta">
            <GradeBadge grade={drago.grade} />
            {isGenesisId(id) ? (
              <span className="drago-label drago-label--genesis">{t('genesis')}</span>
            ) : null}
          </p>
          <dl className="drago-facts">
            <div>
              <dt>{t('breed')}</dt>
              <dd>{formatBreedCount(drago.breed)}</dd>
            </div>
            <div>
              <dt>{t('network')}</dt>
              <dd>{t(`network_${drago.network}`)}</dd>
            </div>
          </dl>
          <div className="drago-dialog__actions">
            <Link className="drago-link" to={dragoDetailPath(id)} data-testid="info-detail-link">
              {t('open_detail')}
            </Link>
            {drago.rehatching > 0 ? (
              <Button busy={rehatchBusy} onClick={onRehatch} data-testid="info-rehatch">
                {t('rehatch')}
              </Button>
            ) : null}
          </div>
          {drago.rehatching > 0 ? (
            <p className="drago-dialog__note">{t('rehatch_left', { count: drago.rehatching })}</p>
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}
