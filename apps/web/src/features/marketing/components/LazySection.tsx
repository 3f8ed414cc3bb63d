import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useIsHydrating } from '../../../shared/lib/hydration';

export interface LazySectionProps {
  children: ReactNode;
  /** Height reserved before the content renders, so nothing below jumps. */
  minHeight: number;
  className?: string;
}

/**
 * Renders its content once it comes within a screen of the viewport. Where IntersectionObserver
 * is missing (old browsers, jsdom), it renders at once; so does a prerendered page, whose HTML
 * has every section (crawlers and a first paint without JavaScript see them).
 */
export function LazySection({ children, minHeight, className }: LazySectionProps) {
  const anchor = useRef<HTMLDivElement>(null);
  const hydrating = useIsHydrating();
  const [visible, setVisible] = useState(() => hydrating || typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    if (visible || !anchor.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(anchor.current);
    return () => observer.disconnect();
  }, [visible]);

  return (
    <div ref={anchor} className={className} style={visible ? undefined : { minHeight }}>
      {visible ? children : null}
    </div>
  );
}
