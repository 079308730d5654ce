/**
 * A blob's text, read the way jsdom can: its `Blob` has no `text()`, and its `FileReader` reads
 * only jsdom's own blobs (scripts/jest-browser-environment.js keeps them).
 */
export function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}
