import { describeDrago, formatAbilityValue } from '@kingdoms/shared/drago/index';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TabList, TabPanel, Tabs, TabTrigger } from '../../../shared/ui/Tabs';
import { DragoArt, type DragoItem, dragoDetailPath, formatBreedCount, useDragoNames } from '../../dragos/kit';

/** Spec 2 §2: each selection panel has a Stats tab and a Genes tab. */
export const PANEL_TABS = ['stats', 'genes'] as const;
export type PanelTab = (typeof PANEL_TABS)[number];

export interface SelectionPanelProps {
  /** 0 or 1: which of the two panels. */
  slot: 0 | 1;
  drago: DragoItem | undefined;
  onClear: () => void;
}

/**
 * One of the two selection panels: the chosen drago's art, breed count and a link to its detail
 * page (new tab), then its 7 parts in two tabs: Stats (grade, ability and value, the same rules as
 * the API's detail page) and Genes (dominant and recessive attribute and colour).
 */
export function SelectionPanel({ slot, drago, onClear }: SelectionPanelProps) {
  const { t } = useTranslation('breeding');
  const names = useDragoNames();
  const [tab, setTab] = useState<PanelTab>('stats');
  const described = useMemo(() => (drago ? describeDrago(drago.datas) : null), [drago]);
  const headingId = `breed-panel-${slot}-title`;

  return (
    <section
      className="breed-panel"
      aria-labelledby={headingId}
      data-testid={`breed-panel-${slot}`}
      data-token-id={drago?.tokenId}
    >
      <h2 id={headingId} className="breed-panel__title">
        {drago
          ? t('panel_title_chosen', { slot: slot + 1, id: drago.tokenId })
          : t('panel_title', { slot: slot + 1 })}
      </h2>
      {!drago || !described ? (
        <p className="breed-panel__empty">{t('panel_empty')}</p>
      ) : (
        <>
          <div className="breed-panel__head">
            <DragoArt
              datas={drago.datas}
              animate={false}
              label={t('drago_art', { id: drago.tokenId, grade: names.grade(drago.grade) })}
              className="breed-panel__art"
            />
            <div className="breed-panel__facts">
              <p>{t('breed_short', { value: formatBreedCount(drago.breed) })}</p>
              <Link className="drago-link" to={dragoDetailPath(drago.tokenId)} target="_blank" rel="noopener">
                {t('detail_link_label', { id: drago.tokenId })}
              </Link>
              <button
                type="button"
                className="drago-link breed-panel__clear"
                onClick={onClear}
                data-testid={`breed-panel-${slot}-clear`}
              >
                {t('deselect_drago', { id: drago.tokenId })}
              </button>
            </div>
          </div>
          <Tabs value={tab} onValueChange={(value) => setTab(value as PanelTab)}>
            <TabList aria-label={t('panel_tabs_label', { id: drago.tokenId })} align="center" size="compact">
              {PANEL_TABS.map((value) => (
                <TabTrigger key={value} value={value} data-testid={`breed-panel-${slot}-tab-${value}`}>
                  {t(`tab_${value}`)}
                </TabTrigger>
              ))}
            </TabList>
            <TabPanel value="stats">
              <table className="breed-table" data-testid={`breed-panel-${slot}-stats`}>
                <caption className="visually-hidden">{t('stats_caption', { id: drago.tokenId })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('column_part')}</th>
                    <th scope="col">{t('column_grade')}</th>
                    <th scope="col">{t('column_ability')}</th>
                    <th scope="col">{t('column_value')}</th>
                  </tr>
                </thead>
                <tbody>
                  {described.stats.map((stat) => (
                    <tr key={stat.code} data-grade={stat.grade}>
                      <th scope="row">{names.part(stat.code)}</th>
                      <td>
                        <span className={`drago-grade drago-grade--${stat.grade}`}>
                          {names.grade(stat.grade)}
                        </span>
                      </td>
                      <td>{names.ability(stat.ability.code)}</td>
                      <td>{formatAbilityValue(stat.ability.value)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TabPanel>
            <TabPanel value="genes">
              <table className="breed-table" data-testid={`breed-panel-${slot}-genes`}>
                <caption className="visually-hidden">{t('genes_caption', { id: drago.tokenId })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('column_part')}</th>
                    <th scope="col">{t('column_dominant')}</th>
                    <th scope="col">{t('column_recessive')}</th>
                  </tr>
                </thead>
                <tbody>
                  {described.genes.parts.map((gene) => (
                    <tr key={gene.part}>
                      <th scope="row">{names.part(gene.part)}</th>
                      <td>
                        <span
                          className={`drago-swatch drago-swatch--${gene.dominantColour}`}
                          aria-hidden="true"
                        />
                        {t('gene_value', {
                          attribute: names.attribute(gene.dominantAttribute),
                          colour: names.colour(gene.dominantColour),
                        })}
                      </td>
                      <td>
                        <span
                          className={`drago-swatch drago-swatch--${gene.recessiveColour}`}
                          aria-hidden="true"
                        />
                        {t('gene_value', {
                          attribute: names.attribute(gene.recessiveAttribute),
                          colour: names.colour(gene.recessiveColour),
                        })}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TabPanel>
          </Tabs>
        </>
      )}
    </section>
  );
}
