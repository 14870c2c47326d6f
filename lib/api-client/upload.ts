import { isGuestTab } from "@/lib/auth/session-store";
import { ApiError, NetworkError } from "./api-error";
import { withTimestamp } from "./index";

/**
 * A multipart POST that reports how much of the body has gone out (fetch cannot: a large upload,
 * like restoring an export, would show no progress). The same headers and errors as apiRequest
 * (SPEC §7: no-cache, X-Guest-Mode, ApiError for a non-OK answer), but no automatic retry: sending a
 * gigabyte again is the person's call. Resolves with the answer's text.
 */
export function uploadWithProgress(
  url: string,
  body: FormData,
  onProgress: (sent: number, total: number) => void,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", withTimestamp(url, Date.now()));
    request.withCredentials = true;
    request.setRequestHeader("Cache-Control", "no-cache, no-store, must-revalidate");
    request.setRequestHeader("Pragma", "no-cache");
    if (isGuestTab()) request.setRequestHeader("X-Guest-Mode", "true");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) resolve(request.responseText);
      else reject(new ApiError(request.status, request.statusText, request.responseText));
    };
    request.onerror = () => reject(new NetworkError(new TypeError("Network request failed")));
    request.onabort = () => reject(new DOMException("The upload was cancelled.", "AbortError"));
    request.send(body);
  });
}
