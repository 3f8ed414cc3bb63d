import type { ReactNode } from 'react';
import { usableMediaUrl } from '../logic/media';

export interface EmbeddedVideoProps {
  src: string | undefined;
  title: string;
  fallback: ReactNode;
}

/** A video embedded by frame (spec 1 §7), lazily loaded, 16:9; the drawn art when unconfigured. */
export function EmbeddedVideo({ src, title, fallback }: EmbeddedVideoProps) {
  const url = usableMediaUrl(src);
  return (
    <div className="embedded-video">
      {url ? (
        <iframe
          className="embedded-video__frame"
          src={url}
          title={title}
          width={960}
          height={540}
          loading="lazy"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <div className="embedded-video__fallback">{fallback}</div>
      )}
    </div>
  );
}
