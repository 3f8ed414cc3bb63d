import type { NetworkKey } from '@kingdoms/shared/networks';

/** Original, simplified marks (no brand artwork): a diamond, a hexagon ring, an arena shield. */
export function NetworkIcon({ network, label }: { network: NetworkKey; label: string }) {
  return (
    <svg
      className={`network-icon network-icon--${network}`}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      role="img"
      aria-label={label}
      data-network={network}
    >
      <title>{label}</title>
      {network === 'ethereum' ? (
        <g fill="#8a92b2">
          <path d="M12 2 5 12.2 12 16l7-3.8z" />
          <path d="M12 17.3 5 13.5 12 22l7-8.5z" opacity="0.7" />
        </g>
      ) : null}
      {network === 'polygon' ? (
        <path
          d="M12 3 19.8 7.5v9L12 21l-7.8-4.5v-9zM12 7.2 7.8 9.6v4.8l4.2 2.4 4.2-2.4V9.6z"
          fill="#8247e5"
          fillRule="evenodd"
        />
      ) : null}
      {network === 'arenaz' ? (
        <g>
          <path d="M12 2 20 5v6.5c0 4.6-3.3 8.6-8 10.5-4.7-1.9-8-5.9-8-10.5V5z" fill="#e0a526" />
          <path d="M8 16 12 7l4 9h-2.2L12 11.8 10.2 16z" fill="#1b1405" />
        </g>
      ) : null}
    </svg>
  );
}
