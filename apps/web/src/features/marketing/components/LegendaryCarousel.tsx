import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DragoFigure } from '../art/DragoFigure';
import { LEGENDARY_DRAGO_IDS, LEGENDARY_DRAGO_PALETTES } from '../data/dragos';
import { wrapPage } from '../logic/carousel';

/** The five legendary dragos, one at a time, each with its name and lore. */
export function LegendaryCarousel() {
  const { t } = useTranslation('marketing');
  const [current, setCurrent] = useState(0);
  const count = LEGENDARY_DRAGO_IDS.length;
  return (
    <section
      className="legendary-carousel"
      aria-roledescription="carousel"
      aria-label={t('drago.legendary_title')}
    >
      <div className="legendary-carousel__stage">
        <button
          type="button"
          className="carousel-arrow"
          aria-label={t('common.previous')}
          onClick={() => setCurrent((index) => wrapPage(index - 1, count))}
        >
          ‹
        </button>
        {LEGENDARY_DRAGO_IDS.map((id, index) => (
          <article
            key={id}
            aria-roledescription="slide"
            aria-label={t(`drago.legendary.${id}.name`)}
            className={`legendary-slide legendary-slide--${id}`}
            hidden={index !== current}
            data-drago={id}
          >
            <DragoFigure palette={LEGENDARY_DRAGO_PALETTES[id]} label={t(`drago.legendary.${id}.name`)} />
            <div className="legendary-slide__text">
              <h3 className="legendary-slide__name">{t(`drago.legendary.${id}.name`)}</h3>
              <p className="legendary-slide__lore">{t(`drago.legendary.${id}.lore`)}</p>
            </div>
          </article>
        ))}
        <button
          type="button"
          className="carousel-arrow"
          aria-label={t('common.next')}
          onClick={() => setCurrent((index) => wrapPage(index + 1, count))}
        >
          ›
        </button>
      </div>
      <div className="legendary-carousel__dots">
        {LEGENDARY_DRAGO_IDS.map((id, index) => (
          <button
            key={id}
            type="button"
            className="legendary-carousel__dot"
            aria-label={t(`drago.legendary.${id}.name`)}
            aria-current={index === current}
            style={{ background: LEGENDARY_DRAGO_PALETTES[id].glow }}
            onClick={() => setCurrent(index)}
          />
        ))}
      </div>
    </section>
  );
}
