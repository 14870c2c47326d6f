const MAX_ID = 2_147_483_647; // the id columns are Postgres integers

/**
 * A row id from a URL segment, or null for anything that cannot be one ("abc", "0", "1.5",
 * "99999999999"). Each noun turns null into its own 404, so a bad id reads like a missing row.
 */
export function rowIdFrom(value: string | string[] | undefined): number | null {
  const id = typeof value === "string" && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(id) && id >= 1 && id <= MAX_ID ? id : null;
}
