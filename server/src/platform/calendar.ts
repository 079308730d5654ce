/**
 * Today in the platform's time zone (China Standard Time, UTC+8, no daylight saving): a demand's
 * deadline, a quote's validity, an exhibition's days and a price's date are calendar days there,
 * whoever looks at them.
 */
export function platformToday(now: Date): string {
  return new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** The first day of the platform's current month, as an instant (monthly quotas' period). */
export function platformMonthStart(now: Date): Date {
  return new Date(`${platformToday(now).slice(0, 7)}-01T00:00:00+08:00`);
}
