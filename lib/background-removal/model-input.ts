/**
 * Rewrites an IS-Net ONNX model so it runs at another square input resolution. Pure byte work on the
 * protobuf (no ONNX library, no browser API), so unit tests can run it.
 *
 * Why: IS-Net is fully convolutional, so it runs at any size that is a multiple of 32, and its
 * convolutions' cost grows with the pixel count (at 768 px it does 56 % of the 1024 px work). The
 * exported graph pins 1024 in two places only, both rewritten here:
 * - the graph input and the "output" output declare `resolution` instead of 1024;
 * - each upsampling (Resize) takes its target size as Concat(batch and channels read from the
 *   runtime shape, a constant [h, w] traced at 1024): those 39 constants are scaled to `resolution`;
 * - the graph's `value_info` (shapes of intermediate tensors, all computed for 1024) is dropped, so
 *   the runtime infers them again instead of refusing the mismatch;
 * - the side outputs (the five extra full-size masks and six feature maps IS-Net exports for training)
 *   are no longer graph outputs, so the runtime can skip the work that only they need.
 */

type Field = { field: number; wire: number; start: number; valueStart: number; end: number };

function readVarint(bytes: Uint8Array, at: number): [value: number, next: number] {
  let value = 0;
  let scale = 1;
  for (let i = at; i < bytes.length; i++) {
    const byte = bytes[i]!;
    value += (byte & 0x7f) * scale;
    if (byte < 0x80) return [value, i + 1];
    scale *= 128;
  }
  throw new Error("Not an ONNX model: a varint runs past the end.");
}

export function encodeVarint(value: number): Uint8Array {
  const out: number[] = [];
  let rest = value;
  while (rest >= 0x80) {
    out.push((rest % 128) | 0x80);
    rest = Math.floor(rest / 128);
  }
  out.push(rest);
  return Uint8Array.from(out);
}

/** The top-level fields of one protobuf message, in order. */
function readFields(bytes: Uint8Array, from = 0, to = bytes.length): Field[] {
  const fields: Field[] = [];
  let at = from;
  while (at < to) {
    const start = at;
    const [tag, afterTag] = readVarint(bytes, at);
    const field = Math.floor(tag / 8);
    const wire = tag % 8;
    let valueStart = afterTag;
    let end: number;
    if (wire === 0) end = readVarint(bytes, afterTag)[1];
    else if (wire === 1) end = afterTag + 8;
    else if (wire === 5) end = afterTag + 4;
    else if (wire === 2) {
      const [length, afterLength] = readVarint(bytes, afterTag);
      valueStart = afterLength;
      end = afterLength + length;
    } else throw new Error(`Not an ONNX model: wire type ${wire}.`);
    if (end > to) throw new Error("Not an ONNX model: a field runs past its message.");
    fields.push({ field, wire, start, valueStart, end });
    at = end;
  }
  return fields;
}

const concat = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

const lengthDelimited = (field: number, value: Uint8Array) =>
  concat([encodeVarint(field * 8 + 2), encodeVarint(value.length), value]);
const varintField = (field: number, value: number) => concat([encodeVarint(field * 8), encodeVarint(value)]);

const text = new TextDecoder();
const child = (bytes: Uint8Array, fields: Field[], number: number) => {
  const found = fields.find((f) => f.field === number && f.wire === 2);
  return found ? bytes.subarray(found.valueStart, found.end) : null;
};

/** Name, element type and dims of a ValueInfoProto (dims with a symbolic name read as null). */
export function readValueInfo(bytes: Uint8Array): { name: string; elemType: number; dims: (number | null)[] } {
  const fields = readFields(bytes);
  const name = text.decode(child(bytes, fields, 1) ?? new Uint8Array());
  const type = child(bytes, fields, 2);
  const tensor = type && child(type, readFields(type), 1);
  if (!tensor) return { name, elemType: 0, dims: [] };
  const tensorFields = readFields(tensor);
  const elemType = tensorFields.find((f) => f.field === 1 && f.wire === 0);
  const shape = child(tensor, tensorFields, 2);
  const dims = shape
    ? readFields(shape)
        .filter((f) => f.field === 1 && f.wire === 2)
        .map((f) => {
          const value = readFields(shape, f.valueStart, f.end).find((d) => d.field === 1 && d.wire === 0);
          return value ? readVarint(shape, value.valueStart)[0] : null;
        })
    : [];
  return { name, elemType: elemType ? readVarint(tensor, elemType.valueStart)[0] : 0, dims };
}

/** A ValueInfoProto for a tensor of `elemType` with these dims. */
export function encodeValueInfo(name: string, elemType: number, dims: number[]): Uint8Array {
  const shape = concat(dims.map((dim) => lengthDelimited(1, varintField(1, dim))));
  const tensor = concat([varintField(1, elemType), lengthDelimited(2, shape)]);
  return concat([lengthDelimited(1, new TextEncoder().encode(name)), lengthDelimited(2, lengthDelimited(1, tensor))]);
}

type Node = { inputs: string[]; outputs: string[]; opType: string };

function readNode(bytes: Uint8Array): Node {
  const node: Node = { inputs: [], outputs: [], opType: "" };
  for (const f of readFields(bytes)) {
    if (f.wire !== 2) continue;
    const value = text.decode(bytes.subarray(f.valueStart, f.end));
    if (f.field === 1) node.inputs.push(value);
    else if (f.field === 2) node.outputs.push(value);
    else if (f.field === 4) node.opType = value;
  }
  return node;
}

/** Scales the last two values (h, w) of an int64 TensorProto's raw data in place. */
function scaleSpatial(bytes: Uint8Array, tensor: { valueStart: number; end: number }, scale: number): void {
  const fields = readFields(bytes, tensor.valueStart, tensor.end);
  const dataType = fields.find((f) => f.field === 2 && f.wire === 0);
  const raw = fields.find((f) => f.field === 9 && f.wire === 2);
  const length = raw ? raw.end - raw.valueStart : 0;
  if (!dataType || readVarint(bytes, dataType.valueStart)[0] !== 7 || !raw || length < 16 || length % 8 !== 0)
    throw new Error("Unexpected model: a Resize size is not int64 raw data.");
  const view = new DataView(bytes.buffer, bytes.byteOffset + raw.end - 16, 16);
  for (const at of [0, 8]) {
    const scaled = Number(view.getBigInt64(at, true)) * scale;
    if (!Number.isInteger(scaled) || scaled < 1) throw new Error(`Cannot scale a Resize size by ${scale}.`);
    view.setBigInt64(at, BigInt(scaled), true);
  }
}

/**
 * A copy of a Resize target size, its spatial half scaled by `scale`: either a Constant node holding
 * int64 [h, w] (the fp16 model: Concat(shape[:2], constant)) or an int64 initializer [n, c, h, w]
 * (the quint8 model, where the quantizer folded the Concat). Same byte length, so no length changes.
 */
export function scaleSizeTensor(message: Uint8Array, kind: "constant-node" | "initializer", scale: number): Uint8Array {
  const copy = message.slice();
  let tensor: Field | undefined = { field: 0, wire: 2, start: 0, valueStart: 0, end: copy.length };
  if (kind === "constant-node") {
    const attribute = readFields(copy).find((f) => f.field === 5 && f.wire === 2);
    tensor =
      attribute && readFields(copy, attribute.valueStart, attribute.end).find((f) => f.field === 5 && f.wire === 2);
  }
  if (!tensor) throw new Error("Unexpected model: a Resize size constant holds no tensor.");
  scaleSpatial(copy, tensor, scale);
  return copy;
}

/** The name of a TensorProto (an initializer). */
function tensorName(bytes: Uint8Array): string {
  const name = readFields(bytes).find((f) => f.field === 8 && f.wire === 2);
  return name ? text.decode(bytes.subarray(name.valueStart, name.end)) : "";
}

const GRAPH = 7; // ModelProto.graph
const GRAPH_NODE = 1;
const GRAPH_INITIALIZER = 5;
const GRAPH_INPUT = 11;
const GRAPH_OUTPUT = 12;
const GRAPH_VALUE_INFO = 13;

/**
 * The model with a `resolution`×`resolution` input and the mask output "output" only (see above).
 * Throws when the bytes are not a model with one 1×3×H×W input and an output named `output`.
 */
export function withInputResolution(model: Uint8Array, resolution: number, outputName = "output"): Uint8Array {
  if (!Number.isInteger(resolution) || resolution < 32 || resolution % 32 !== 0)
    throw new Error(`The input resolution must be a multiple of 32, not ${resolution}.`);
  const top = readFields(model);
  const graph = top.find((f) => f.field === GRAPH && f.wire === 2);
  if (!graph) throw new Error("Not an ONNX model: no graph.");
  const graphFields = readFields(model, graph.valueStart, graph.end);
  const inputField = graphFields.find((f) => f.field === GRAPH_INPUT);
  const declared = inputField ? readValueInfo(model.subarray(inputField.valueStart, inputField.end)).dims[3] : null;
  if (!declared) throw new Error("Unexpected model: no input with a fixed size.");
  const scale = resolution / declared;

  // The constant halves of every Resize's target size (see above).
  const nodes = new Map<Field, Node>();
  for (const f of graphFields) if (f.field === GRAPH_NODE) nodes.set(f, readNode(model.subarray(f.valueStart, f.end)));
  const resizeSizes = new Set([...nodes.values()].filter((n) => n.opType === "Resize").map((n) => n.inputs[3]));
  const sizeParts = new Set(
    [...nodes.values()].filter((n) => n.opType === "Concat" && resizeSizes.has(n.outputs[0])).flatMap((n) => n.inputs),
  );

  const parts: Uint8Array[] = [];
  let inputs = 0;
  let outputs = 0;
  let scaled = 0;
  for (const f of graphFields) {
    const whole = model.subarray(f.start, f.end);
    if (f.field === GRAPH_VALUE_INFO) continue;
    const node = nodes.get(f);
    const value = model.subarray(f.valueStart, f.end);
    if (node?.opType === "Constant" && sizeParts.has(node.outputs[0]!)) {
      parts.push(lengthDelimited(GRAPH_NODE, scale === 1 ? value : scaleSizeTensor(value, "constant-node", scale)));
      scaled++;
    } else if (
      f.field === GRAPH_INITIALIZER &&
      f.wire === 2 &&
      value.length < 256 &&
      resizeSizes.has(tensorName(value))
    ) {
      parts.push(
        lengthDelimited(GRAPH_INITIALIZER, scale === 1 ? value : scaleSizeTensor(value, "initializer", scale)),
      );
      scaled++;
    } else if (f.field === GRAPH_INPUT) {
      const info = readValueInfo(model.subarray(f.valueStart, f.end));
      if (info.dims.length !== 4) throw new Error(`Unexpected model input ${info.name}: ${info.dims.length} dims.`);
      parts.push(
        lengthDelimited(
          GRAPH_INPUT,
          encodeValueInfo(info.name, info.elemType, [info.dims[0] ?? 1, info.dims[1] ?? 3, resolution, resolution]),
        ),
      );
      inputs++;
    } else if (f.field === GRAPH_OUTPUT) {
      const info = readValueInfo(model.subarray(f.valueStart, f.end));
      if (info.name !== outputName) continue;
      parts.push(
        lengthDelimited(
          GRAPH_OUTPUT,
          encodeValueInfo(info.name, info.elemType, [info.dims[0] ?? 1, info.dims[1] ?? 1, resolution, resolution]),
        ),
      );
      outputs++;
    } else parts.push(whole);
  }
  if (inputs !== 1 || outputs !== 1)
    throw new Error(`Unexpected model: ${inputs} inputs, ${outputs} outputs named ${outputName}.`);
  if (scaled !== resizeSizes.size)
    throw new Error(`Unexpected model: ${scaled} constant sizes for ${resizeSizes.size} Resize nodes.`);
  const length = parts.reduce((sum, part) => sum + part.length, 0);
  return concat([
    model.subarray(0, graph.start),
    encodeVarint(GRAPH * 8 + 2),
    encodeVarint(length),
    ...parts,
    model.subarray(graph.end),
  ]);
}

/** What withInputResolution touches, read back: for tests and for checking a model by hand. */
export function describeModel(model: Uint8Array): {
  inputs: ReturnType<typeof readValueInfo>[];
  outputs: ReturnType<typeof readValueInfo>[];
  valueInfo: number;
  /** The spatial [h, w] of every Resize target size, from constants or initializers. */
  resizeSizes: number[][];
} {
  const graph = readFields(model).find((f) => f.field === GRAPH && f.wire === 2);
  if (!graph) throw new Error("Not an ONNX model: no graph.");
  const fields = readFields(model, graph.valueStart, graph.end);
  const value = (f: Field) => model.subarray(f.valueStart, f.end);
  const nodes = fields.filter((f) => f.field === GRAPH_NODE).map((f) => ({ f, node: readNode(value(f)) }));
  const resizeSizes = new Set(nodes.filter(({ node }) => node.opType === "Resize").map(({ node }) => node.inputs[3]));
  const viaConcat = new Set(
    nodes
      .filter(({ node }) => node.opType === "Concat" && resizeSizes.has(node.outputs[0]))
      .flatMap(({ node }) => node.inputs),
  );
  const lastTwo = (bytes: Uint8Array, tensor: { valueStart: number; end: number }) => {
    const raw = readFields(bytes, tensor.valueStart, tensor.end).find((f) => f.field === 9 && f.wire === 2)!;
    const view = new DataView(bytes.buffer, bytes.byteOffset + raw.end - 16, 16);
    return [Number(view.getBigInt64(0, true)), Number(view.getBigInt64(8, true))];
  };
  const sizes: number[][] = [];
  for (const { f, node } of nodes) {
    if (node.opType !== "Constant" || !viaConcat.has(node.outputs[0]!)) continue;
    const bytes = value(f);
    const attribute = readFields(bytes).find((a) => a.field === 5 && a.wire === 2)!;
    sizes.push(
      lastTwo(
        bytes,
        readFields(bytes, attribute.valueStart, attribute.end).find((t) => t.field === 5)!,
      ),
    );
  }
  for (const f of fields)
    if (f.field === GRAPH_INITIALIZER && f.end - f.valueStart < 256 && resizeSizes.has(tensorName(value(f))))
      sizes.push(lastTwo(value(f), { valueStart: 0, end: f.end - f.valueStart }));
  return {
    inputs: fields.filter((f) => f.field === GRAPH_INPUT).map((f) => readValueInfo(value(f))),
    outputs: fields.filter((f) => f.field === GRAPH_OUTPUT).map((f) => readValueInfo(value(f))),
    valueInfo: fields.filter((f) => f.field === GRAPH_VALUE_INFO).length,
    resizeSizes: sizes,
  };
}
