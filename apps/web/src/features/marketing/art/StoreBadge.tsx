export interface StoreBadgeProps {
  store: 'appStore' | 'playStore';
  /** Small line above the store name, e.g. "Download on the". */
  caption: string;
  storeName: string;
}

/** A drawn store badge (a generic phone / play glyph, not the stores' trademarked logos). */
export function StoreBadge({ store, caption, storeName }: StoreBadgeProps) {
  return (
    <svg className="store-badge" viewBox="0 0 180 54" width={180} height={54} aria-hidden="true">
      <rect x="1" y="1" width="178" height="52" rx="10" fill="#0c0916" stroke="#c9a44c" strokeWidth="1.5" />
      {store === 'appStore' ? (
        <path
          d="M24 12h16a3 3 0 0 1 3 3v24a3 3 0 0 1-3 3H24a3 3 0 0 1-3-3V15a3 3 0 0 1 3-3ZM29 38h6"
          fill="none"
          stroke="#f3e6c4"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
      ) : (
        <path d="M22 13v28l24-14Z" fill="none" stroke="#f3e6c4" strokeWidth="2.5" strokeLinejoin="round" />
      )}
      <text x="56" y="21" fill="#cfc4e4" fontSize="10">
        {caption}
      </text>
      <text x="56" y="39" fill="#f3e6c4" fontSize="17" fontWeight="600">
        {storeName}
      </text>
    </svg>
  );
}
