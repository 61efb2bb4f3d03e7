// Width and height of a PNG file from its IHDR chunk (tests and the build's own check).
const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const isPng = bytes.length >= 24 && SIGNATURE.every((b, i) => bytes[i] === b);
  const ihdr = isPng && String.fromCharCode(...bytes.subarray(12, 16)) === "IHDR";
  if (!ihdr) throw new Error("not a PNG file");
  return { width: view.getUint32(16), height: view.getUint32(20) };
}
