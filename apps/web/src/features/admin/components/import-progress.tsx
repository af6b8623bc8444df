import { useId } from 'react';
import { progressText, type ImportJob } from '../lib/catalogue-import';

/**
 * The progress bar of a running import (docs/product/admin.md#import): rows checked or applied of all the file's
 * rows, from the job the screen reads every second; without a row count yet it says so and shows no value.
 */
export function ImportProgress({ job }: { job: Pick<ImportJob, 'status' | 'rows' | 'done' | 'cancel_requested'> }) {
  const labelId = useId();
  const known = job.rows > 0;
  const percent = known ? Math.min(100, Math.floor((job.done / job.rows) * 100)) : 0;
  const text = progressText(job);
  return (
    <div className="space-y-2">
      <p className="text-sm text-ink-soft" aria-hidden="true">
        <span id={labelId} className="sr-only">
          {job.status === 'applying' ? 'Applying the file' : 'Checking the file'}
        </span>
        {text}
        {known && ` · ${percent}%`}
      </p>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={known ? job.rows : undefined}
        aria-valuenow={known ? job.done : undefined}
        aria-valuetext={text}
        className="h-3 overflow-hidden rounded-full bg-canvas ring-1 ring-line"
      >
        <div
          className={`h-full rounded-full bg-brand transition-[width] duration-700 ${known ? '' : 'w-1/3 animate-pulse'}`}
          style={known ? { width: `${percent}%` } : undefined}
        />
      </div>
    </div>
  );
}
