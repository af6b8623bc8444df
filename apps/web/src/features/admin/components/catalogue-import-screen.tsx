import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/hooks/use-toast';
import { useImportJobs } from '../api/catalogue-import';
import { isOpen } from '../lib/catalogue-import';
import { AdminPage } from './admin-page';
import { ImportJobPanel } from './import-job-panel';
import { ImportUploadForm } from './import-upload-form';

/**
 * /CatalogueImport (docs/product/admin.md#import): upload a catalogue file, read the dry run's report, apply it with a
 * progress bar. The job in view is in the address (`?job=`); without one, a job still checking, checked or applying
 * (the latest) is shown, so an admin who navigated away comes back to it.
 */
export function CatalogueImportScreen() {
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const [uploading, setUploading] = useState(false);
  const jobs = useImportJobs();
  const asked = Number(params.get('job'));
  const open = uploading ? undefined : jobs.data?.items.find(isOpen)?.id;
  const id = Number.isInteger(asked) && asked > 0 ? asked : open;

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
        <ImportUploadForm onStarted={show} />
      )}
    </AdminPage>
  );
}
