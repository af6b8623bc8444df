import { useState } from 'react';
import { adminFailure, adminSuccess, type AdminEntity } from '@store/shared/admin-messages';
import { ApiError } from '@/lib/api-client';
import { failureMessage, serverFieldErrors } from '../lib/form-errors';
import { useToast } from '@/hooks/use-toast';

interface Writer<Variables> {
  mutateAsync: (variables: Variables) => Promise<unknown>;
  isPending: boolean;
}

interface CrudOptions<Row, Loaded, SaveVariables> {
  entity: AdminEntity;
  /** Edit mode loads the record first, so the form starts from what the server has now. */
  load: (row: Row) => Promise<Loaded>;
  save: Writer<SaveVariables>;
  remove: Writer<number>;
  idOf: (row: Row) => number;
  /**
   * A 409 on adding an attribute value is a yellow warning with the server's message
   * (docs/product/admin.md#variations-and-values).
   */
  conflictOnAddIsWarning?: boolean;
}

export type ModalState<Loaded> = { mode: 'add' } | { mode: 'edit'; record: Loaded } | null;

/**
 * The flow every admin list shares: Add opens the modal, Edit loads the record then opens it, a save
 * shows the green (add) or blue (update) toast and closes it, Delete asks and then shows the red toast.
 * A failure keeps the modal open with a red toast of the server's message and its field messages.
 */
export function useCrudScreen<Row, Loaded, SaveVariables>({
  entity,
  load,
  save,
  remove,
  idOf,
  conflictOnAddIsWarning,
}: CrudOptions<Row, Loaded, SaveVariables>) {
  const toast = useToast();
  const [modal, setModal] = useState<ModalState<Loaded>>(null);
  const [loadingId, setLoadingId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);

  const openAdd = () => setModal({ mode: 'add' });

  const openEdit = async (row: Row) => {
    setLoadingId(idOf(row));
    try {
      setModal({ mode: 'edit', record: await load(row) });
    } catch (error) {
      toast.show(failureMessage(adminFailure(entity, 'Update'), error), 'error');
    } finally {
      setLoadingId(null);
    }
  };

  const close = () => setModal(null);

  /** Saves; returns the server's field messages to show under the fields when it failed. */
  const submit = async (variables: SaveVariables, editing: boolean): Promise<Record<string, string> | null> => {
    const action = editing ? 'Update' : 'Add';
    try {
      await save.mutateAsync(variables);
      toast.show(adminSuccess(entity, action), editing ? 'info' : 'success');
      setModal(null);
      return null;
    } catch (error) {
      if (!editing && conflictOnAddIsWarning && error instanceof ApiError && error.status === 409) {
        toast.show(error.message, 'warning');
      } else {
        toast.show(failureMessage(adminFailure(entity, action), error), 'error');
      }
      return serverFieldErrors(error);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(idOf(deleting));
      toast.show(adminSuccess(entity, 'Delete'), 'error');
    } catch (error) {
      toast.show(failureMessage(adminFailure(entity, 'Delete'), error), 'error');
    } finally {
      setDeleting(null);
    }
  };

  return {
    toast,
    modal,
    openAdd,
    openEdit,
    close,
    submit,
    saving: save.isPending,
    loadingId,
    deleting,
    askDelete: setDeleting,
    cancelDelete: () => setDeleting(null),
    confirmDelete,
    removing: remove.isPending,
  };
}
