export {
  MAX_INPUT_MEGAPIXELS,
  MAX_QUEUED_JOBS,
  THUMB_LONG_SIDE,
  WEB_LONG_SIDE,
  assertImageQueueHasRoom,
  canDecodeHeic,
  imageQueueDepth,
  processImage,
  runImageJob,
  supportedFormatsLabel,
} from "./process";
export type { ImageQueueDepth, ProcessedImage, ProcessedVariant } from "./process";
export {
  MULTIPART_OVERHEAD_BYTES,
  formatBytes,
  readUploadedFile,
  readUploadedFiles,
  type ParsedUpload,
  type ParsedUploads,
  type UploadedFile,
} from "./read-upload";
export { sniffImageType, type SniffedType } from "./sniff";
export { claimStoredImage, deleteStoredImage, storeImage, storeVariant, type StoredImage } from "./store";
