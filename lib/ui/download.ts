/** Saves `href` (a same-origin URL or an object URL) as `filename` through the browser's download. */
export function triggerDownload(href: string, filename: string): void {
  const link = document.createElement("a");
  link.href = href;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
}
