import { saveBlob } from '../../lib/save-blob';

/** Saves text as a file the browser downloads (the CSV template). */
export function downloadText(text: string, fileName: string, type: string) {
  saveBlob(new Blob([text], { type: `${type};charset=utf-8` }), fileName);
}
