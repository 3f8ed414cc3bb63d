import { datasProblem, parseDatas, renderDragoSvg, renderEggSvg } from '@kingdoms/shared/drago/index';
import { useMemo } from 'react';
import { SvgArt, useReducedMotion } from './SvgArt';

export interface DragoArtProps {
  datas: readonly number[];
  label: string;
  /** Animate (the detail page, the info popup); cards draw it still. Reduced motion: always still. */
  animate?: boolean;
  className?: string;
}

/**
 * The drago drawn from its 7 parts and colours by the one renderer (cards, detail page and the
 * API's tokenURI images). Genes the renderer cannot read draw an empty frame, never a crash.
 */
export function DragoArt({ datas, label, animate = true, className }: DragoArtProps) {
  const reduced = useReducedMotion();
  const animated = animate && !reduced;
  const svg = useMemo(
    () =>
      datasProblem(datas) === undefined ? renderDragoSvg(parseDatas(datas), { animate: animated }) : null,
    [datas, animated],
  );
  const classes = ['drago-art', className].filter(Boolean).join(' ');
  if (!svg) return <div className={classes} role="img" aria-label={label} />;
  return <SvgArt svg={svg} label={label} className={classes} />;
}

/** An egg drawn by the same renderer (genesis eggs look different), still on the cards. */
export function EggArt({ tokenId, label }: { tokenId: number; label: string }) {
  const svg = useMemo(() => renderEggSvg(tokenId, { animate: false }), [tokenId]);
  return <SvgArt svg={svg} label={label} className="drago-art drago-art--egg" />;
}
