import { APPLICATION_IMAGES_MAX, imageKindOf, MAX_IMAGE_BYTES, readAsDataUrl } from '@wl/core';

/** Why a picked file was not added: not a png or jpg by its content, 5 MB or more, a 4th image. */
export type ImageProblem = 'type' | 'size' | 'count';

export interface PickedImages {
  /** The images now attached: the earlier ones, then the accepted new ones. */
  images: File[];
  rejected: { name: string; problem: ImageProblem }[];
}

/**
 * Adds picked files to the attached images, each checked by its content (the name and declared
 * type are not trusted), its size and the count. docs/product/member.md#activity-application
 */
export async function addApplicationImages(
  attached: readonly File[],
  picked: readonly File[],
): Promise<PickedImages> {
  const images = [...attached];
  const rejected: PickedImages['rejected'] = [];
  for (const file of picked) {
    const problem: ImageProblem | null =
      images.length >= APPLICATION_IMAGES_MAX
        ? 'count'
        : file.size >= MAX_IMAGE_BYTES
          ? 'size'
          : (await imageKindOf(file)) === null
            ? 'type'
            : null;
    if (problem === null) images.push(file);
    else rejected.push({ name: file.name, problem });
  }
  return { images, rejected };
}

/** The file's bytes in base64 (the data URL without its prefix), as the application carries them. */
export async function fileToBase64(file: Blob): Promise<string> {
  const url = await readAsDataUrl(file);
  return url.slice(url.indexOf(',') + 1);
}
