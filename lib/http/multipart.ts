import "server-only";

import type { Owner } from "@/lib/auth/owner";
import { readUploadedFile } from "@/lib/images";
import type { z } from "zod";

/**
 * How a route takes a multipart upload (the wrapper's `multipart` option): the name of the file
 * part, the zod schema of the text fields beside it, and `admit`, the refusals that must come
 * before a byte of the file is read (a full closet, a full processing queue). The body is read
 * by lib/images' bounded reader (size limit while streaming, part and field limits); the image's
 * real type is sniffed later, by the domain's processImage.
 */
export type MultipartSpec<F extends z.ZodType | undefined = z.ZodType | undefined> = {
  file: string;
  /** Other file parts the route takes when they come (the closet's `original`), each as bounded as `file`. */
  optionalFiles?: readonly string[];
  fields?: F;
  admit?: (owner: Owner) => void | Promise<void>;
};

/** What the handler gets as `input`: the file's bytes beside the parsed fields, and the optional files that came. */
export type MultipartInput<F> = {
  bytes: Uint8Array;
  extraFiles: Partial<Record<string, Uint8Array>>;
} & (F extends z.ZodType ? z.output<F> : unknown);

/** Declares a route's upload; the identity, so `fields`' schema types the handler's input. */
export function multipart<F extends z.ZodType | undefined = undefined>(spec: MultipartSpec<F>): MultipartSpec<F> {
  return spec;
}

/** Reads the upload the spec describes: 400/413 from the reader, 400 with the schema's message for bad fields. */
export async function readMultipart<F extends z.ZodType | undefined>(
  req: Request,
  spec: MultipartSpec<F>,
): Promise<MultipartInput<F>> {
  const { fields, file, extraFiles } = await readUploadedFile(req, {
    field: spec.file,
    optionalFields: spec.optionalFiles,
  });
  const parsed: unknown = spec.fields ? spec.fields.parse(fields) : {};
  const extras = Object.fromEntries(Object.entries(extraFiles).map(([name, extra]) => [name, extra!.bytes]));
  return { ...(parsed as object), bytes: file.bytes, extraFiles: extras } as MultipartInput<F>;
}
