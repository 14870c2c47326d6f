/// <reference lib="webworker" />
import createLibheif, { type Libheif } from "libheif-js/libheif-wasm/libheif-bundle.mjs";
import type { HeicRequest, HeicResponse } from "./protocol";

/** Quality of the JPEG handed on: the photo is shrunk and re-encoded later anyway. */
const JPEG_QUALITY = 0.92;

// The bundle carries the .wasm inline and compiles it synchronously (allowed in a worker) on first use.
let libheif: Libheif | null = null;

async function decode(bytes: ArrayBuffer): Promise<Blob> {
  libheif ??= createLibheif();
  const decoder = new libheif.HeifDecoder();
  const images = decoder.decode(new Uint8Array(bytes));
  try {
    const image = images[0];
    if (!image) throw new Error("No image in this HEIF file.");
    const width = image.get_width();
    const height = image.get_height();
    // The primary image, with its rotation and mirroring applied by libheif.
    const pixels = await new Promise<ImageData | null>((resolve) =>
      image.display(new ImageData(width, height), resolve),
    );
    if (!pixels) throw new Error("libheif could not decode the image.");
    const canvas = new OffscreenCanvas(width, height);
    canvas.getContext("2d")!.putImageData(pixels, 0, 0);
    return await canvas.convertToBlob({ type: "image/jpeg", quality: JPEG_QUALITY });
  } finally {
    for (const image of images) image.free();
    libheif.heif_context_free(decoder.decoder);
  }
}

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async ({ data }: MessageEvent<HeicRequest>) => {
  let response: HeicResponse;
  try {
    response = { id: data.id, ok: true, jpeg: await decode(data.bytes) };
  } catch (error) {
    response = { id: data.id, ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
  scope.postMessage(response);
};
