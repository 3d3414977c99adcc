import {
  APPLICATION_IMAGE_BYTES_LIMIT,
  applicationImageKind,
  type ApplicationImageKind,
} from '@wl/api';
import { BackendError } from '../backend-error.js';

/**
 * Decodes base64 images and checks each by its content: png or jpg (image_type_invalid, whatever
 * the name says) and under 5 MB (image_too_large). docs/product/member.md#activity-application,
 * docs/product/member.md#withdrawal-confirmation
 */
export function checkUploadedImages(
  images: readonly { name: string; data: string }[],
): ApplicationImageKind[] {
  return images.map(({ data }) => {
    const bytes = Buffer.from(data, 'base64');
    if (bytes.length >= APPLICATION_IMAGE_BYTES_LIMIT) throw new BackendError('image_too_large');
    const kind = applicationImageKind(bytes);
    if (kind === null) throw new BackendError('image_type_invalid');
    return kind;
  });
}
