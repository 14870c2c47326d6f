/** GET /api/shared-photos/{token}'s answer, one per stashed photo (lib/shared-photos). */
export type SharedPhotoView = { name: string; type: string; size: number; url: string };
