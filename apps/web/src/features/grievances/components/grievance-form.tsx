import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  GRIEVANCE_CATEGORIES,
  GRIEVANCE_LIMITS,
  grievanceCategories,
  type GrievanceCategory,
} from '@store/shared/schemas/grievances';
import { Button } from '@/components/ui/button';
import { FieldFrame, FormField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { useFileGrievance } from '../api/grievances';

const fieldClass = (error: string | undefined) =>
  `w-full rounded-md border bg-white px-3 py-2 text-sm text-ink outline-none focus:border-ink ${error ? 'border-red-600' : 'border-line'}`;

/**
 * /Grievance's form (docs/product/legal.md#grievances): what it is about, the order (its number and, for a guest,
 * the email it was placed with), what went wrong and up to three photos. Filed, it opens the grievance's page.
 */
export function GrievanceForm({ signedIn, order }: { signedIn: boolean; order: string }) {
  const ids = { category: useId(), text: useId(), photos: useId() };
  const [category, setCategory] = useState<GrievanceCategory | ''>(order ? 'order' : '');
  const [orderId, setOrderId] = useState(order);
  const [email, setEmail] = useState('');
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const file = useFileGrievance();
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!category) found.category = 'Choose what the problem is about';
    if (!signedIn && !orderId.trim()) found.order_id = 'Enter the order number';
    if (!signedIn && !email.trim()) found.email = 'Enter the email you ordered with';
    if (text.trim().length < GRIEVANCE_LIMITS.textMin)
      found.text = `Tell us a little more: at least ${GRIEVANCE_LIMITS.textMin} characters`;
    if (photos.length > GRIEVANCE_LIMITS.photos) found.files = `Choose at most ${GRIEVANCE_LIMITS.photos} photos`;
    setErrors(found);
    if (Object.keys(found).length > 0 || !category) return;
    file.mutate(
      { category, order_id: orderId, email: signedIn ? '' : email, text, photos },
      {
        onSuccess: ({ reference }) =>
          void navigate(`/Grievance/${reference}`, {
            state: { email: signedIn ? null : email.trim().toLowerCase(), filed: true },
          }),
        onError: (error) =>
          setErrors(
            error instanceof ApiError
              ? { ...error.errors, form: error.message }
              : { form: 'Could not send your complaint. Please try again.' },
          ),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Report a problem">
      <FieldFrame label="What is it about?" error={errors.category} id={ids.category}>
        {(control) => (
          <select
            {...control}
            value={category}
            onChange={(event) => setCategory(event.target.value as GrievanceCategory)}
            className={`h-11 ${fieldClass(errors.category)}`}
          >
            <option value="">Choose…</option>
            {grievanceCategories.map((value) => (
              <option key={value} value={value}>
                {GRIEVANCE_CATEGORIES[value]}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={signedIn ? 'Order number (optional)' : 'Order number'}
          inputMode="numeric"
          value={orderId}
          onChange={(event) => setOrderId(event.target.value.replace(/\D/g, ''))}
          error={errors.order_id}
        />
        {!signedIn && (
          <FormField
            label="Email you ordered with"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={errors.email}
          />
        )}
      </div>
      <FieldFrame label="What went wrong?" error={errors.text} id={ids.text}>
        {(control) => (
          <>
            <textarea
              {...control}
              rows={6}
              maxLength={GRIEVANCE_LIMITS.textMax}
              value={text}
              onChange={(event) => setText(event.target.value)}
              className={fieldClass(errors.text)}
            />
            <p className="mt-1 text-right text-xs text-muted">
              {text.length}/{GRIEVANCE_LIMITS.textMax}
            </p>
          </>
        )}
      </FieldFrame>
      <div>
        <label htmlFor={ids.photos} className="mb-1 block text-sm font-medium text-ink-soft">
          Photos (up to {GRIEVANCE_LIMITS.photos}, {GRIEVANCE_LIMITS.photoMaxMb} MB each, optional)
        </label>
        <input
          id={ids.photos}
          type="file"
          accept="image/*"
          multiple
          onChange={(event) => setPhotos(Array.from(event.target.files ?? []))}
          className="block w-full text-sm text-ink-soft file:mr-3 file:rounded-md file:border file:border-line file:bg-white file:px-3 file:py-2 file:text-sm file:font-semibold file:text-ink"
        />
        {photos.length > 0 && (
          <p className="mt-1 text-xs text-muted">
            {photos.length} {photos.length === 1 ? 'photo' : 'photos'} chosen
          </p>
        )}
        {errors.files && <p className="mt-1 text-xs font-medium text-red-700">{errors.files}</p>}
      </div>
      {errors.form && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {errors.form}
        </p>
      )}
      <Button type="submit" disabled={file.isPending} className="w-full sm:w-auto">
        {file.isPending ? 'Sending…' : 'Send complaint'}
      </Button>
    </form>
  );
}
