/** The picture formats uploads accept, told apart by their first bytes (not by name or type). */
export type ImageKind = 'png' | 'jpeg';

const SIGNATURES: readonly [ImageKind, readonly number[]][] = [
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['jpeg', [0xff, 0xd8, 0xff]],
];

/** Upload limit of one image: under 5 MB (docs/product/member.md#activity-application). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** png or jpeg when the file's content starts as one does, whatever its name says; else null. */
export async function imageKindOf(file: Blob): Promise<ImageKind | null> {
  const head = new Uint8Array(await readAsArrayBuffer(file.slice(0, 8)));
  const match = SIGNATURES.find(([, magic]) => magic.every((byte, i) => head[i] === byte));
  return match?.[0] ?? null;
}

function read<T>(file: Blob, start: (reader: FileReader) => void, result: (value: unknown) => T) {
  return new Promise<T>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(result(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    start(reader);
  });
}

function readAsArrayBuffer(file: Blob): Promise<ArrayBuffer> {
  return read(
    file,
    (reader) => reader.readAsArrayBuffer(file),
    (value) => value as ArrayBuffer,
  );
}

/** The file as a data URL (base64), as uploads travel in JSON bodies. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return read(file, (reader) => reader.readAsDataURL(file), String);
}
