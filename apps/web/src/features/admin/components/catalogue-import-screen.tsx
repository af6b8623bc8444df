import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/hooks/use-toast';
import { useAuth } from '@/stores/auth';
import { useImportJobs } from '../api/catalogue-import';
import { jobsOnArrival, progressText, type ImportJob } from '../lib/catalogue-import';
import { AdminPage } from './admin-page';
import { ImportJobPanel } from './import-job-panel';
import { ImportUploadForm } from './import-upload-form';

/** Another admin's import applying now: this one's file can be checked meanwhile, and applied after it. */
function OthersApplying({ job }: { job: ImportJob }) {
  return (
    <p className="border-b border-line bg-amber-50 px-4 py-3 text-sm text-ink">
      {job.created_by?.name ?? 'Someone'} is applying {job.file_name} now ({progressText(job)}). You can check a file
      meanwhile; it can be applied once that import has finished.{' '}
      <Link to={`?job=${job.id}`} className="font-semibold text-brand underline">
        See its progress
      </Link>
    </p>
  );
}

/**
 * /CatalogueImport (docs/product/admin.md#import): upload a catalogue file, read the dry run's report, apply it with a
 * progress bar. The job in view is in the address (`?job=`); without one, the admin's own latest job still checking,
 * checked or applying is shown, so an admin who navigated away comes back to it.
 */
export function CatalogueImportScreen() {
  const toast = useToast();
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const [uploading, setUploading] = useState(false);
  const jobs = useImportJobs();
  const arrival = jobsOnArrival(jobs.data?.items ?? [], user?.sub);
  const asked = Number(params.get('job'));
  const id = Number.isInteger(asked) && asked > 0 ? asked : uploading ? undefined : arrival.mine?.id;

  const show = (job: number) => {
    setUploading(false);
    setParams({ job: String(job) }, { replace: true });
  };
  const uploadAnother = () => {
    setUploading(true);
    setParams({}, { replace: true });
  };

  return (
    <AdminPage
      title="Import"
      documentTitle="Import products"
      subtitle="Add and update products, variations, prices, stock and images from a spreadsheet (CSV)."
      trail={[{ label: 'Products', to: '/Product' }]}
      toast={toast}
    >
      {id !== undefined ? (
        <ImportJobPanel key={id} id={id} toast={toast} onUploadAnother={uploadAnother} />
      ) : jobs.isPending && !uploading ? (
        <Spinner label="Loading imports" />
      ) : (
        <>
          {arrival.othersApplying && <OthersApplying job={arrival.othersApplying} />}
          <ImportUploadForm onStarted={show} />
        </>
      )}
    </AdminPage>
  );
}
