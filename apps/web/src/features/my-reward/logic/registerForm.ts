import { toBaseUnits } from '@kingdoms/shared/amounts';
import {
  describeVestingIssues,
  type RegisterVestingRequest,
  registerVestingRequestSchema,
} from '@kingdoms/shared/api/vesting';
import { SECONDS_PER_DAY } from '@kingdoms/shared/vesting';

/**
 * Spec 3 §3 "New vesting form" as the admin types it: the total in A2Z, the start as a local
 * date and time, cliff and frequency in days (decimals allowed: 1.5 days is 129600 seconds).
 */
export interface RegisterFormValues {
  address: string;
  poolType: string;
  title: string;
  /** A2Z, e.g. '24000' or '0.5'. */
  total: string;
  /** An <input type="datetime-local"> value, 'YYYY-MM-DDTHH:mm', in the viewer's time zone. */
  started: string;
  /** Days; empty for no cliff. */
  cliffDays: string;
  frequencyDays: string;
  count: string;
}

export const EMPTY_REGISTER_FORM: RegisterFormValues = {
  address: '',
  poolType: '0',
  title: '',
  total: '',
  started: '',
  cliffDays: '',
  frequencyDays: '30',
  count: '12',
};

/** A typed number, or NaN (which the shared schema refuses with the field's own message). */
function number(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

function daysToSeconds(text: string): number {
  return Math.round(number(text) * SECONDS_PER_DAY);
}

/** 'YYYY-MM-DDTHH:mm' in local time → Unix seconds (NaN when it is not a date). */
export function localDateTimeToSeconds(value: string): number {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return Number.NaN;
  return Math.floor(new Date(value).getTime() / 1000);
}

/** The request body the form makes, before validation. */
export function registerRequestOf(values: RegisterFormValues): RegisterVestingRequest {
  const total = toBaseUnits(values.total);
  return {
    address: values.address.trim(),
    poolType: number(values.poolType),
    title: values.title,
    // An unreadable amount is sent as typed: the schema then names the field.
    total: total === null ? values.total : total.toString(),
    started: localDateTimeToSeconds(values.started),
    cliff: values.cliffDays.trim() === '' ? null : daysToSeconds(values.cliffDays),
    frequency: daysToSeconds(values.frequencyDays),
    count: number(values.count),
  };
}

export type RegisterFormCheck =
  | { ok: true; request: RegisterVestingRequest }
  | { ok: false; message: string };

/** The same rules and words as the API (the shared schema), checked before asking to confirm. */
export function checkRegisterForm(values: RegisterFormValues): RegisterFormCheck {
  const request = registerRequestOf(values);
  const parsed = registerVestingRequestSchema.safeParse(request);
  return parsed.success
    ? { ok: true, request }
    : { ok: false, message: describeVestingIssues(parsed.error.issues) };
}
