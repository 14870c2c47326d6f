/** A section that missed a target (or could not measure a page): its figures are printed, then the failure. */
export class OverBudget extends Error {
  constructor(
    message: string,
    readonly figures: Record<string, string | number>,
  ) {
    super(message);
  }
}
