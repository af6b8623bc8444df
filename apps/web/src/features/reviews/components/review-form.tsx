import { useId, useState, type FormEvent } from 'react';
import { FIT_LABELS, REVIEW_LIMITS, reviewFits, type ReviewFit } from '@store/shared/reviews';
import type { Review } from '@store/shared/schemas/reviews';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { ApiError } from '@/lib/api-client';
import { useSaveReview } from '../api/reviews';

const STAR_WORDS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

interface ReviewFormProps {
  productId: number;
  /** The shopper's review when editing. */
  existing: Review | null;
  /** The size of the line reviewed: the form asks about the fit only with one (docs/product/storefront.md#fit). */
  size: string | null;
  open: boolean;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/**
 * Write or edit a review: stars, the fit when bought in a size, title, text and up to three photos
 * (docs/product/storefront.md#reviews).
 */
export function ReviewForm({ productId, existing, size, open, onClose, onSaved }: ReviewFormProps) {
  const save = useSaveReview(productId);
  const ids = { stars: useId(), body: useId(), photos: useId() };
  const [rating, setRating] = useState(existing?.rating ?? 0);
  const [fit, setFit] = useState<ReviewFit | null>(existing?.fit ?? null);
  const [title, setTitle] = useState(existing?.title ?? '');
  const [body, setBody] = useState(existing?.body ?? '');
  const [removed, setRemoved] = useState<number[]>([]);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  // Set when the review was saved but a photo step failed: trying again edits it.
  const [savedId, setSavedId] = useState<number | null>(existing?.review_id ?? null);

  const kept = (existing?.photos ?? []).filter((photo) => !removed.includes(photo.photo_id));
  const room = REVIEW_LIMITS.photosPerReview - kept.length;

  const choose = (list: FileList | null) => {
    const chosen = [...(list ?? [])];
    const tooBig = chosen.find((file) => file.size > REVIEW_LIMITS.photoMaxMb * 1024 * 1024);
    if (tooBig) {
      setErrors({
        ...errors,
        files: `${tooBig.name} is too large: each photo may be at most ${REVIEW_LIMITS.photoMaxMb} MB.`,
      });
      return;
    }
    if (chosen.length > room) {
      setErrors({ ...errors, files: `A review can have at most ${REVIEW_LIMITS.photosPerReview} photos.` });
      return;
    }
    setErrors({ ...errors, files: '' });
    setFiles(chosen);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (rating < 1) found.rating = 'Choose from 1 to 5 stars';
    if (!title.trim()) found.title = 'Give your review a title';
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { reviewId: savedId, input: { rating, title, body, fit }, photos: files, removedPhotoIds: removed },
      {
        onSuccess: () => {
          onSaved(existing ? 'Your review is updated.' : 'Thank you! Your review is posted.');
          onClose();
        },
        onError: (error) => {
          const saved = (error as { savedReview?: Review }).savedReview;
          if (saved) {
            setSavedId(saved.review_id);
            setRemoved([]);
          }
          if (error instanceof ApiError) {
            setErrors(error.errors);
            setFailure(error.message);
          } else setFailure('Could not save your review. Please try again.');
        },
      },
    );
  };

  return (
    <Modal open={open} title={existing ? 'Edit your review' : 'Write a review'} onClose={onClose} size="lg">
      <form onSubmit={submit} noValidate className="space-y-5" data-testid="review-form">
        <fieldset>
          <legend id={ids.stars} className="mb-2 text-sm font-medium text-ink-soft">
            Your rating
          </legend>
          <div role="radiogroup" aria-labelledby={ids.stars} className="flex items-center gap-1">
            {[1, 2, 3, 4, 5].map((star) => (
              <button
                key={star}
                type="button"
                role="radio"
                aria-checked={rating === star}
                aria-label={`${star} ${star === 1 ? 'star' : 'stars'}`}
                onClick={() => setRating(star)}
                className="rounded p-0.5 text-amber-500 focus-visible:outline-2"
              >
                <svg viewBox="0 0 24 24" className="size-8" aria-hidden="true">
                  <path
                    d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
                    fill={star <= rating ? 'currentColor' : 'none'}
                    stroke="currentColor"
                    strokeWidth={1.5}
                    strokeLinejoin="round"
                  />
                </svg>
              </button>
            ))}
            <span className="ml-2 text-sm font-semibold text-ink-soft">{STAR_WORDS[rating]}</span>
          </div>
          {errors.rating && <p className="mt-1 text-xs font-medium text-red-700">{errors.rating}</p>}
        </fieldset>

        {size && (
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-ink-soft">
              How was the fit? <span className="font-normal text-muted">(size {size}, optional)</span>
            </legend>
            <div className="flex flex-wrap gap-2">
              {reviewFits.map((value) => (
                <label
                  key={value}
                  className={`cursor-pointer rounded-full border px-3.5 py-1.5 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 ${
                    fit === value ? 'border-ink bg-ink text-white' : 'border-line text-ink-soft hover:border-ink'
                  }`}
                >
                  <input
                    type="radio"
                    name="fit"
                    value={value}
                    checked={fit === value}
                    onChange={() => setFit(value)}
                    className="sr-only"
                  />
                  {FIT_LABELS[value]}
                </label>
              ))}
            </div>
            {errors.fit && <p className="mt-1 text-xs font-medium text-red-700">{errors.fit}</p>}
          </fieldset>
        )}

        <FormField
          label="Title"
          value={title}
          maxLength={REVIEW_LIMITS.titleMax}
          onChange={(event) => setTitle(event.target.value)}
          placeholder="What stood out?"
          error={errors.title}
        />

        <div>
          <label htmlFor={ids.body} className="mb-1 block text-sm font-medium text-ink-soft">
            Your review (optional)
          </label>
          <textarea
            id={ids.body}
            value={body}
            maxLength={REVIEW_LIMITS.bodyMax}
            rows={5}
            onChange={(event) => setBody(event.target.value)}
            placeholder="How was the fit, the fabric, the colour?"
            className={`w-full rounded-md border bg-white px-3 py-2 text-sm text-ink outline-none focus:border-ink ${errors.body ? 'border-red-600' : 'border-line'}`}
          />
          <p className="mt-1 text-right text-xs text-muted">
            {body.length}/{REVIEW_LIMITS.bodyMax}
          </p>
          {errors.body && <p className="text-xs font-medium text-red-700">{errors.body}</p>}
        </div>

        <div>
          <label htmlFor={ids.photos} className="mb-1 block text-sm font-medium text-ink-soft">
            Photos (up to {REVIEW_LIMITS.photosPerReview}, {REVIEW_LIMITS.photoMaxMb} MB each)
          </label>
          {kept.length > 0 && (
            <ul className="mb-2 flex gap-2">
              {kept.map((photo) => (
                <li key={photo.photo_id} className="relative">
                  <img src={photo.image_url} alt="" className="size-16 rounded-md border border-line object-cover" />
                  <button
                    type="button"
                    onClick={() => setRemoved([...removed, photo.photo_id])}
                    className="absolute -top-2 -right-2 rounded-full bg-ink px-1.5 text-xs font-bold text-white"
                    aria-label="Remove this photo"
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
          <input
            id={ids.photos}
            type="file"
            accept="image/*"
            multiple
            disabled={room <= 0}
            onChange={(event) => choose(event.target.files)}
            className="block w-full text-sm text-ink-soft file:mr-3 file:rounded-md file:border file:border-line file:bg-white file:px-3 file:py-2 file:text-sm file:font-semibold file:text-ink"
          />
          {files.length > 0 && (
            <p className="mt-1 text-xs text-muted">
              {files.length} {files.length === 1 ? 'photo' : 'photos'} chosen
            </p>
          )}
          {errors.files && <p className="mt-1 text-xs font-medium text-red-700">{errors.files}</p>}
        </div>

        {failure && (
          <p role="alert" className="text-sm font-semibold text-red-700">
            {failure}
          </p>
        )}
        <div className="flex justify-end gap-3">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : existing ? 'Save review' : 'Post review'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
