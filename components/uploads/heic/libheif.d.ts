/** The part of libheif-js's Emscripten module the HEIC worker uses (the package ships no types for its bundle). */
declare module "libheif-js/libheif-wasm/libheif-bundle.mjs" {
  export type HeifImage = {
    get_width(): number;
    get_height(): number;
    display(target: ImageData, done: (result: ImageData | null) => void): void;
    free(): void;
  };
  export type Libheif = {
    HeifDecoder: new () => { decoder: unknown; decode(bytes: Uint8Array): HeifImage[] };
    heif_context_free(context: unknown): void;
  };
  const createLibheif: (options?: object) => Libheif;
  export default createLibheif;
}
