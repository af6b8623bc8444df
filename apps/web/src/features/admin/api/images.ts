import type { ProductImage } from '@store/shared/schemas/catalogue';
import { API_BASE, ApiError, api } from '@/lib/api-client';
import { getAuthToken } from '@/stores/auth';
import { useCatalogueWrite } from './catalogue-write';

export interface UploadProgress {
  /** Bytes sent so far and in all; the server then decodes and re-encodes the images. */
  loaded: number;
  total: number;
}

/** The error of a finished upload request, from its status and JSON body (`{ message }`). */
export function uploadError(status: number, body: string): ApiError {
  let message = '';
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    if (typeof parsed.message === 'string') message = parsed.message;
  } catch {
    // Not JSON (a proxy's error page): the status says enough.
  }
  if (status === 0) {
    return new ApiError(
      0,
      'The upload was interrupted: the connection closed (the files may be too large). Try fewer or smaller images.',
    );
  }
  return new ApiError(status, message || `The upload failed (${status}).`);
}

/**
 * POST /Product/{id}/images or /ProductVariation/{id}/images (multipart, repeated `files`;
 * docs/product/api.md#media).
 * XMLHttpRequest rather than fetch, because only it reports the upload's progress.
 */
export function uploadImages(
  path: string,
  files: File[],
  onProgress: (progress: UploadProgress) => void,
): Promise<ProductImage[]> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const file of files) form.append('files', file, file.name);
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE}${path}`);
    request.setRequestHeader('accept', 'application/json');
    const token = getAuthToken();
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
    };
    request.onload = () => {
      if (request.status === 201) {
        try {
          resolve(JSON.parse(request.responseText) as ProductImage[]);
        } catch {
          reject(uploadError(request.status, ''));
        }
        return;
      }
      reject(uploadError(request.status, request.responseText));
    };
    request.onerror = () => reject(uploadError(0, ''));
    request.onabort = () => reject(uploadError(0, ''));
    request.send(form);
  });
}

export const useUploadImages = () =>
  useCatalogueWrite(
    ({ path, files, onProgress }: { path: string; files: File[]; onProgress: (progress: UploadProgress) => void }) =>
      uploadImages(path, files, onProgress),
  );

/** PUT /Image/{id} `{ sort_order }` for every image whose place changed, in one go. */
export const useSaveImageOrder = () =>
  useCatalogueWrite((changes: Array<{ image_id: number; sort_order: number }>) =>
    Promise.all(
      changes.map((change) => api.put<ProductImage>(`/Image/${change.image_id}`, { sort_order: change.sort_order })),
    ),
  );

export const useDeleteImage = () => useCatalogueWrite((id: number) => api.delete<void>(`/Image/${id}`));
