/** SPEC §2's name for an inspiration image on every screen. */
export const inspirationLabel = (id: number) => `inspiration #${id}`;
