/** A section that measured everything but missed a target: its figures are printed, then the failure. */
export class OverBudget extends Error {
  constructor(
    message: string,
    readonly figures: Record<string, string | number>,
  ) {
    super(message);
  }
}
