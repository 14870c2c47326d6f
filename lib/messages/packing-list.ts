/** A trip's packing-list ticks (issue #41): what a tick that didn't reach the server left as it was. */
export const PACKING_TEXT = {
  /** `packing`: the tick would have packed the piece (else it would have unpacked it); `why`: describeError's sentence */
  tickNotSaved: (name: string, packing: boolean, why: string) =>
    packing ? `${name} isn't ticked: that wasn't saved. ${why}` : `${name} is still ticked: that wasn't saved. ${why}`,
} as const;
