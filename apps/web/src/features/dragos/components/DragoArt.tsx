import { useMemo } from 'react';
import { renderDragoSvg, renderEggSvg } from '../logic/art';
import { SvgArt, useReducedMotion } from './SvgArt';

export interface DragoArtProps {
  datas: readonly number[];
  label: string;
  /** Animate (the detail page); cards draw it still. Reduced motion always draws it still. */
  animate?: boolean;
  className?: string;
}

/** The drago drawn from its 7 parts and colours by the one renderer (cards, detail, tokenURI). */
export function DragoArt({ datas, label, animate = true, className }: DragoArtProps) {
  const reduced = useReducedMotion();
  const animated = animate && !reduced;
  const svg = useMemo(() => renderDragoSvg(datas, { animated }), [datas, animated]);
  return <SvgArt svg={svg} label={label} className={['drago-art', className].filter(Boolean).join(' ')} />;
}

/** An egg drawn by the same renderer. */
export function EggArt({ tokenId, label }: { tokenId: number; label: string }) {
  const svg = useMemo(() => renderEggSvg(tokenId), [tokenId]);
  return <SvgArt svg={svg} label={label} className="drago-art drago-art--egg" />;
}
