/** Hands a file to the browser to save under a name (a CSV template, or an export the server made). */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Saves text as a file the browser downloads (the CSV template). */
export function downloadText(text: string, fileName: string, type: string) {
  saveBlob(new Blob([text], { type: `${type};charset=utf-8` }), fileName);
}
