import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { ToastState } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api-client';
import { formatTime } from '@/lib/dates';
import { cancelImport, useImportJob, useImportJobCache } from '../api/catalogue-import';
import { resultSummary, type ImportJob } from '../lib/catalogue-import';
import { failureMessage } from '../lib/form-errors';
import { ApplyPanel } from './import-apply';
import { ImportProgress } from './import-progress';
import { ImportReportView } from './import-report';

const STATUS_TITLES: Record<ImportJob['status'], string> = {
  checking: 'Checking the file',
  checked: 'Report',
  applying: 'Applying the file',
  done: 'Import done',
  failed: 'Import failed',
  cancelled: 'Import cancelled',
};

function Block({ children }: { children: ReactNode }) {
  return <div className="space-y-3 px-4 py-4">{children}</div>;
}

/** The file's name, who uploaded it and when. */
function JobHeading({ job }: { job: ImportJob }) {
  return (
    <div className="border-b border-line px-4 py-3">
      <h2 className="text-lg font-bold text-ink">{STATUS_TITLES[job.status]}</h2>
      <p className="text-sm break-all text-ink-soft">
        {job.file_name}
        {job.images_name && ` with ${job.images_name}`}
      </p>
      <p className="text-xs text-muted">
        Uploaded {formatTime(job.created_at)}
        {job.created_by && ` by ${job.created_by.name}`}
      </p>
    </div>
  );
}

/** What the job wrote: all of it when done, up to the batch it stopped after when cancelled. */
function Outcome({ job }: { job: ImportJob }) {
  if (job.status === 'failed') {
    return (
      <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-semibold text-red-800">
        {job.error ?? 'The import stopped with an error.'}
      </p>
    );
  }
  if (!job.result) return <p className="text-sm text-ink-soft">Nothing was written to the catalogue.</p>;
  return (
    <div className="text-sm text-ink">
      {job.status === 'cancelled' && <p className="font-semibold">Applied before the import stopped:</p>}
      <ul className="list-disc space-y-0.5 pl-5">
        {resultSummary(job.result).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * One import job as it goes (docs/product/admin.md#import): the progress bar while it checks or applies (read every
 * second) with Cancel, the report with Apply once checked, and the outcome at the end, from which another file can be
 * uploaded.
 */
export function ImportJobPanel({
  id,
  toast,
  onUploadAnother,
}: {
  id: number;
  toast: ToastState;
  onUploadAnother: () => void;
}) {
  const query = useImportJob(id);
  const cache = useImportJobCache();
  const [cancelling, setCancelling] = useState(false);
  const job = query.data;
  const ended = job !== undefined && (job.status === 'done' || job.status === 'cancelled' || job.status === 'failed');
  useEffect(() => {
    // An apply that ended has changed the catalogue: the Products table and the store's pages read it again.
    if (ended) void cache.catalogueChanged();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per end, not per render
  }, [ended]);

  if (!job) {
    if (query.isError) {
      const missing = query.error instanceof ApiError && query.error.status === 404;
      return (
        <Block>
          <p role="alert" className="text-sm font-medium text-red-700">
            {missing ? `There is no import ${id}.` : failureMessage('Could not load the import.', query.error)}
          </p>
          <Button variant="outline" onClick={onUploadAnother}>
            Upload a file
          </Button>
        </Block>
      );
    }
    return <Spinner label="Loading the import" />;
  }

  /** Cancel: a check ends at once (and the next file can be uploaded), an apply after its current batch. */
  const cancel = async (then?: () => void) => {
    setCancelling(true);
    try {
      cache.put(await cancelImport(job.id));
      then?.();
    } catch (error) {
      toast.show(failureMessage('Could not cancel the import.', error), 'error');
    } finally {
      setCancelling(false);
    }
  };

  const uploadAnother = (
    <Button variant="outline" onClick={onUploadAnother}>
      Upload another file
    </Button>
  );
  return (
    <div>
      <JobHeading job={job} />
      {(job.status === 'checking' || job.status === 'applying') && (
        <Block>
          <ImportProgress job={job} />
          <Button variant="outline" onClick={() => void cancel()} disabled={cancelling || job.cancel_requested}>
            {job.cancel_requested ? 'Stopping after this batch…' : 'Cancel'}
          </Button>
          {job.status === 'applying' && (
            <p className="text-xs text-muted">
              You may leave this page: the import goes on, and Products → Import shows it again.
            </p>
          )}
        </Block>
      )}
      {job.status === 'checked' && job.report && (
        <>
          <div className="py-4">
            <ImportReportView report={job.report} />
          </div>
          <Block>
            <ApplyPanel job={job} report={job.report} />
          </Block>
          <div className="border-t border-line px-4 py-4">
            <Button variant="ghost" disabled={cancelling} onClick={() => void cancel(onUploadAnother)}>
              Discard this check and upload another file
            </Button>
          </div>
        </>
      )}
      {ended && (
        <Block>
          <Outcome job={job} />
          <div className="flex flex-wrap gap-2">
            {uploadAnother}
            {job.status !== 'failed' && job.result && (
              <Link to="/Product" className="inline-flex h-11 items-center px-3 text-sm font-semibold text-brand">
                Back to Products
              </Link>
            )}
          </div>
        </Block>
      )}
    </div>
  );
}
