import type { ReactNode } from 'react';
import { usableMediaUrl } from '../logic/media';

export interface BackgroundVideoProps {
  src: string | undefined;
  /** Drawn scene shown when no video is configured. */
  fallback: ReactNode;
  className?: string;
}

/** A muted looping background video, or the drawn scene in its place (never an empty frame). */
export function BackgroundVideo({ src, fallback, className }: BackgroundVideoProps) {
  const url = usableMediaUrl(src);
  return (
    <div className={['background-video', className].filter(Boolean).join(' ')}>
      {url ? (
        <video
          className="background-video__media"
          src={url}
          autoPlay
          muted
          loop
          playsInline
          preload="metadata"
          width={1600}
          height={900}
        />
      ) : (
        fallback
      )}
    </div>
  );
}
