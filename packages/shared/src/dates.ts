/**
 * Date display of spec 3 §9: YYYY-MM-DD HH:mm:ss on the pledging and reward pages, YYYY-MM-DD HH:mm
 * on the bridge. Pure and locale-independent, so every language shows the same digits.
 */

export interface DateTimeFormat {
  /** Spec 3 §9: seconds on pledging and reward pages (default), none on the bridge. */
  seconds?: boolean;
  /** Whose clock: the viewer's ('local', default) or UTC (next to "updates daily at UTC 00:00"). */
  timeZone?: 'local' | 'utc';
}

const pad = (value: number) => String(value).padStart(2, '0');

/** 'YYYY-MM-DD HH:mm:ss' (or without ':ss'); '' for a missing or unparseable date. */
export function formatDateTime(
  value: Date | string | number | null | undefined,
  { seconds = true, timeZone = 'local' }: DateTimeFormat = {},
): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const utc = timeZone === 'utc';
  const parts = utc
    ? [
        date.getUTCFullYear(),
        date.getUTCMonth() + 1,
        date.getUTCDate(),
        date.getUTCHours(),
        date.getUTCMinutes(),
        date.getUTCSeconds(),
      ]
    : [
        date.getFullYear(),
        date.getMonth() + 1,
        date.getDate(),
        date.getHours(),
        date.getMinutes(),
        date.getSeconds(),
      ];
  const [year, month, day, hours, minutes, secs] = parts as [number, number, number, number, number, number];
  const time = `${pad(hours)}:${pad(minutes)}${seconds ? `:${pad(secs)}` : ''}`;
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)} ${time}`;
}
