import type { Period } from '@advice/domain';
import { formatDate, monthNames } from '../../lib/dates.ts';

/** '2026-04' as 'April 2026'. */
export function monthNameOf(month: string): string {
  return `${monthNames[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
}

/** An ISO day as the pages show dates. */
export const dayName = (iso: string) => formatDate(`${iso}T12:00:00`);
export const periodWords = (period: Period) => ({ from: dayName(period.from), to: dayName(period.to) });
export const count = (value: number) => value.toLocaleString('en-GB');
