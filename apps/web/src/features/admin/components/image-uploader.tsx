import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useNavigate } from 'react-router';
import { adminSuccess, imageOrderSaved, imageUploadFailed, imageUploadNotice } from '@store/shared/admin-messages';
import type { ProductImage } from '@store/shared/schemas/catalogue';
import { Button } from '@/components/ui/button';
import { NOTICE_MS } from '@/hooks/use-timed-message';
import { useDeleteImage, useSaveImageOrder, useUploadImages, type UploadProgress } from '../api/images';
import type { ToastState } from '@/hooks/use-toast';
import { useImageSelection } from '../hooks/use-image-selection';
import { failureMessage } from '../lib/form-errors';
import { moveImage } from '../lib/image-order';
import { UploadIcon } from '@/components/ui/icons';
import { ConfirmDialog } from './confirm-dialog';
import { ExistingImages } from './existing-images';

interface ImageUploaderProps {
  /** POST target: /Product/{id}/images or /ProductVariation/{id}/images. */
  uploadPath: string;
  images: ProductImage[];
  alt: string;
  toast: ToastState;
}

const fileSize = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/**
 * Stored images (reorder, remove), a multi-file picker with previews and the Upload Images button; progress
 * while sending; afterwards the notice for 3 s, then to / (docs/product/admin.md#images).
 */
export function ImageUploader({ uploadPath, images, alt, toast }: ImageUploaderProps) {
  const navigate = useNavigate();
  const inputId = useId();
  const selection = useImageSelection();
  const upload = useUploadImages();
  const saveOrder = useSaveImageOrder();
  const removeImage = useDeleteImage();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [refused, setRefused] = useState<string[]>([]);
  const [uploaded, setUploaded] = useState<number | null>(null);
  const [removing, setRemoving] = useState<ProductImage | null>(null);
  const [dragging, setDragging] = useState(false);
  const leaving = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(leaving.current), []);

  const addFiles = (files: FileList | null) => {
    if (!files) return;
    const list = Array.from(files);
    selection.add(list.filter((file) => file.type.startsWith('image/')));
    setRefused(list.filter((file) => !file.type.startsWith('image/')).map((file) => file.name));
    setUploaded(null);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    addFiles(event.dataTransfer.files);
  };

  const send = async () => {
    if (selection.selected.length === 0) return;
    setProgress({ loaded: 0, total: 1 });
    try {
      const stored = await upload.mutateAsync({
        path: uploadPath,
        files: selection.selected.map((image) => image.file),
        onProgress: setProgress,
      });
      selection.clear();
      setUploaded(stored.length);
      toast.show(imageUploadNotice, 'success');
      leaving.current = setTimeout(() => navigate('/'), NOTICE_MS);
    } catch (error) {
      toast.show(failureMessage(imageUploadFailed, error), 'error');
    } finally {
      setProgress(null);
    }
  };

  const move = async (from: number, to: number) => {
    const changes = moveImage(images, from, to);
    if (changes.length === 0) return;
    try {
      await saveOrder.mutateAsync(changes);
      toast.show(imageOrderSaved, 'info');
    } catch (error) {
      toast.show(failureMessage('Failed to Update Image Order!', error), 'error');
    }
  };

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await removeImage.mutateAsync(removing.image_id);
      toast.show(adminSuccess('Image', 'Delete'), 'error');
    } catch (error) {
      toast.show(failureMessage('Failed to Delete Image!', error), 'error');
    } finally {
      setRemoving(null);
    }
  };

  const sending = progress !== null;
  const percent = progress ? Math.min(100, Math.round((progress.loaded / Math.max(1, progress.total)) * 100)) : 0;
  const totalBytes = selection.selected.reduce((sum, image) => sum + image.file.size, 0);

  return (
    <div className="space-y-6 p-4 md:p-6">
      <section aria-labelledby={`${inputId}-stored`}>
        <h2 id={`${inputId}-stored`} className="mb-3 text-sm font-bold tracking-wider text-ink uppercase">
          Images in the store
        </h2>
        <ExistingImages
          images={images}
          alt={alt}
          busy={saveOrder.isPending || removeImage.isPending || sending}
          onMove={(from, to) => void move(from, to)}
          onRemove={setRemoving}
        />
        {images.length > 1 && (
          <p className="mt-2 text-xs text-muted">
            The first image is the one shoppers see first; use the arrows to change the order.
          </p>
        )}
      </section>

      <section aria-labelledby={`${inputId}-new`} className="border-t border-line pt-6">
        <h2 id={`${inputId}-new`} className="mb-3 text-sm font-bold tracking-wider text-ink uppercase">
          Add images
        </h2>
        <input
          id={inputId}
          type="file"
          multiple
          accept="image/*"
          className="peer sr-only"
          onChange={(event) => {
            addFiles(event.target.files);
            event.target.value = '';
          }}
        />
        <label
          htmlFor={inputId}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={`flex cursor-pointer flex-col peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand items-center justify-center gap-2 rounded-lg border-2 border-dashed px-4 py-8 text-center transition-colors ${
            dragging ? 'border-brand bg-brand-soft/60' : 'border-line bg-canvas/50 hover:border-ink/40'
          }`}
        >
          <UploadIcon className="size-8 text-brand" />
          <span className="text-sm font-semibold text-ink">Choose images</span>
          <span className="text-xs text-muted">or drop them here · JPEG, PNG, WebP, GIF or AVIF · several at once</span>
        </label>
        {refused.length > 0 && (
          <p role="alert" className="mt-2 text-sm font-medium text-red-700">
            Not an image, left out: {refused.join(', ')}
          </p>
        )}
        {selection.selected.length > 0 && (
          <>
            <p className="mt-4 text-sm text-ink-soft">
              {selection.selected.length} {selection.selected.length === 1 ? 'image' : 'images'} chosen ·{' '}
              {fileSize(totalBytes)}
            </p>
            <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-label="Chosen images">
              {selection.selected.map((image) => (
                <li
                  key={image.key}
                  className="overflow-hidden rounded-lg border border-line bg-white"
                  data-testid="image-preview"
                >
                  <img
                    src={image.preview}
                    alt={`Preview of ${image.file.name}`}
                    className="aspect-[3/4] w-full bg-canvas object-cover"
                  />
                  <div className="flex items-center justify-between gap-2 p-2">
                    <span className="min-w-0 truncate text-xs text-ink-soft" title={image.file.name}>
                      {image.file.name}
                    </span>
                    <button
                      type="button"
                      disabled={sending}
                      onClick={() => selection.remove(image.key)}
                      className="shrink-0 rounded px-1.5 py-1 text-xs font-semibold text-red-700 hover:bg-red-50 disabled:opacity-50"
                      aria-label={`Leave out ${image.file.name}`}
                    >
                      Leave out
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
        {sending && (
          <div className="mt-4">
            <div
              role="progressbar"
              aria-label="Upload progress"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-2 overflow-hidden rounded-full bg-canvas"
            >
              <div className="h-full bg-brand transition-[width]" style={{ width: `${percent}%` }} />
            </div>
            <p className="mt-1 text-xs text-muted" aria-live="polite">
              {percent < 100 ? `Uploading… ${percent}%` : 'Processing the images…'}
            </p>
          </div>
        )}
        {uploaded !== null && (
          <p role="status" className="mt-4 rounded-md bg-success/10 px-3 py-2 text-sm font-semibold text-success">
            {uploaded} {uploaded === 1 ? 'image' : 'images'} uploaded. Going to the home page…
          </p>
        )}
        <div className="mt-4 flex flex-wrap gap-2">
          <Button
            onClick={() => void send()}
            disabled={selection.selected.length === 0 || sending || uploaded !== null}
          >
            <UploadIcon className="size-4" />
            Upload Images
          </Button>
          {selection.selected.length > 0 && !sending && (
            <Button variant="outline" onClick={selection.clear}>
              Clear
            </Button>
          )}
        </div>
      </section>

      <ConfirmDialog
        open={removing !== null}
        title="Remove Image"
        message="Remove this image from the store? This cannot be undone."
        confirmLabel="Remove"
        busy={removeImage.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => void confirmRemove()}
      />
    </div>
  );
}
