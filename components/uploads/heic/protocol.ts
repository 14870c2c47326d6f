/** Messages between decode.ts and the HEIC worker. */
export type HeicRequest = { id: number; bytes: ArrayBuffer };
export type HeicResponse = { id: number; ok: true; jpeg: Blob } | { id: number; ok: false; reason: string };
