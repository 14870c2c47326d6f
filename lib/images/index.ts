export {
  assertImageQueueHasRoom,
  canDecodeHeic,
  imageQueueDepth,
  MAX_INPUT_MEGAPIXELS,
  MAX_QUEUED_JOBS,
  processImage,
  runImageJob,
  supportedFormatsLabel,
  THUMB_LONG_SIDE,
  WEB_LONG_SIDE,
} from "./process";
export type { ImageQueueDepth, ProcessedImage, ProcessedVariant } from "./process";
export {
  formatBytes,
  MULTIPART_OVERHEAD_BYTES,
  type ParsedUpload,
  type ParsedUploads,
  readUploadedFile,
  readUploadedFiles,
  type UploadedFile,
} from "./read-upload";
export { type SniffedType, sniffImageType } from "./sniff";
export { claimStoredImage, deleteStoredImage, type StoredImage, storeImage, storeVariant } from "./store";
