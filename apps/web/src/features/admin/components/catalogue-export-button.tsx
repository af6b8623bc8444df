import { useState } from 'react';
import { Link } from 'react-router';
import { storeToday } from '@store/shared/delivery';
import { Button, buttonClasses } from '@/components/ui/button';
import type { ToastState } from '@/hooks/use-toast';
import { saveBlob } from '@/lib/save-blob';
import { useAdminAccess } from '@/stores/permissions';
import { failureMessage } from '../lib/form-errors';
import { downloadCatalogueCsv } from '../api/products';

/** Download CSV: the catalogue file under the table's name filter. */
function DownloadCsvButton({ name, toast }: { name: string; toast: ToastState }) {
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      saveBlob(await downloadCatalogueCsv(name), `catalogue-${storeToday()}.csv`);
    } catch (error) {
      toast.show(failureMessage('Could not download the catalogue.', error), 'error');
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button
      variant="outline"
      size="md"
      onClick={() => void exportCsv()}
      disabled={exporting}
      aria-busy={exporting || undefined}
    >
      {exporting ? 'Downloading…' : 'Download CSV'}
    </Button>
  );
}

/**
 * Products → Import and Download CSV (docs/product/admin.md#products): the link to the Import screen
 * (docs/product/admin.md#import) and the catalogue file under the table's name filter, side by side, for whoever may
 * import and export the catalogue (`catalogue.import`); nothing for anyone else.
 */
export function CatalogueExportButton({ name, toast }: { name: string; toast: ToastState }) {
  if (!useAdminAccess().can('catalogue.import')) return null;
  return (
    <>
      <Link to="/CatalogueImport" className={buttonClasses('outline', 'md')}>
        Import
      </Link>
      <DownloadCsvButton name={name} toast={toast} />
    </>
  );
}
