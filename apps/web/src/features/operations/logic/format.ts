/** A duration in whole seconds as its largest two units: [hours, minutes] or [minutes, seconds]. */
export type DurationParts =
  | { unit: 'seconds'; seconds: number }
  | { unit: 'minutes'; minutes: number; seconds: number }
  | { unit: 'hours'; hours: number; minutes: number };

export function durationParts(totalSeconds: number): DurationParts {
  const whole = Math.max(0, Math.floor(totalSeconds));
  if (whole < 60) return { unit: 'seconds', seconds: whole };
  if (whole < 3600) return { unit: 'minutes', minutes: Math.floor(whole / 60), seconds: whole % 60 };
  return { unit: 'hours', hours: Math.floor(whole / 3600), minutes: Math.floor((whole % 3600) / 60) };
}

/** An ether amount (a decimal string) cut to at most `digits` decimals, never rounded up. */
export function shortEther(amount: string, digits = 4): string {
  const [whole, fraction = ''] = amount.split('.');
  const cut = fraction.slice(0, digits).replace(/0+$/, '');
  return cut ? `${whole}.${cut}` : (whole ?? amount);
}
