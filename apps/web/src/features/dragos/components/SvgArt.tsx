import { useMemo, useSyncExternalStore } from 'react';

/**
 * Art drawn by our own renderer (packages/shared/src/drago) as an SVG document, shown as an
 * image: the markup never enters this page's DOM (no script, no handler, no id clash between
 * two cards' gradients), and the browser still runs its CSS animation.
 */
export function SvgArt({ svg, label, className }: { svg: string; label: string; className?: string }) {
  const src = useMemo(() => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, [svg]);
  return <img className={className} src={src} alt={label} draggable={false} />;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const reducedMotion = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(REDUCED_MOTION).matches
    : false;

/** The person asked their system for less motion: the drago is drawn still. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, reducedMotion, () => false);
}
