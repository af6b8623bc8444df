import { useState } from 'react';
import { storeToday } from '@store/shared/delivery';
import { Button } from '@/components/ui/button';
import type { ToastState } from '@/hooks/use-toast';
import { saveBlob } from '@/lib/save-blob';
import { useAdminAccess } from '@/stores/permissions';
import { failureMessage } from '../lib/form-errors';
import { downloadCatalogueCsv } from '../api/products';

/**
 * Products → Download CSV (docs/product/admin.md#products): the catalogue file under the table's name filter, for
 * whoever may import and export the catalogue (`catalogue.import`); nothing for anyone else.
 */
export function CatalogueExportButton({ name, toast }: { name: string; toast: ToastState }) {
  const [exporting, setExporting] = useState(false);
  if (!useAdminAccess().can('catalogue.import')) return null;
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
