/** Display helpers for the wear screens: money and days in the app's lowercase voice. Pure. */

/** 12.5, "EUR" → "€12.50"; an unknown currency code falls back to "12.50 XYZ". */
export function formatMoney(amount: number, currency = "USD"): string {
  try {
    return new Intl.NumberFormat("en", { style: "currency", currency }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}

/**
 * "2026-11-25" or an ISO instant → "25 nov 2026". The day part is read as written, so a wear's local
 * day never shifts by the reader's time zone.
 */
export function formatDay(value: string): string {
  const [year, month, day] = value.slice(0, 10).split("-").map(Number);
  const names = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
  if (!year || !month || !day) return value;
  return `${day} ${names[month - 1]} ${year}`;
}
