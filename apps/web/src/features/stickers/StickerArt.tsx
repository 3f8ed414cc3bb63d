/** Original emblem per sticker type 1..6, drawn as SVG: shield, sword, crown, egg, tower, scroll. */
const EMBLEMS: Record<number, { color: string; path: string }> = {
  1: { color: '#4f8ef7', path: 'M32 8 52 16v14c0 13-9 22-20 26C21 52 12 43 12 30V16z' },
  2: { color: '#e25b4b', path: 'M44 8h12v12L30 46l4 4-4 4-6-6-8 8-4-4 8-8-6-6 4-4 4 4z' },
  3: { color: '#e0a526', path: 'M10 46 14 18l10 12 8-16 8 16 10-12 4 28z' },
  4: { color: '#46b87a', path: 'M32 8c10 0 18 16 18 28a18 18 0 0 1-36 0C14 24 22 8 32 8z' },
  5: { color: '#9b6bde', path: 'M16 56V22h6v-8h6v8h8v-8h6v8h6v34H38V42h-12v14z' },
  6: { color: '#c9c2b0', path: 'M14 12h30a6 6 0 0 1 6 6v34a6 6 0 0 1-6 6H20a6 6 0 0 1-6-6z' },
};

export function StickerArt({ type, label }: { type: number; label: string }) {
  const emblem = EMBLEMS[type] ?? EMBLEMS[6]!;
  return (
    <svg viewBox="0 0 64 64" width="96" height="96" role="img" aria-label={label}>
      <title>{label}</title>
      <circle cx="32" cy="32" r="30" fill="#1b2238" stroke={emblem.color} strokeWidth="2" />
      <path d={emblem.path} fill={emblem.color} />
    </svg>
  );
}
