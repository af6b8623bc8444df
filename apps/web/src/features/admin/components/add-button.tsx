import { Button } from '@/components/ui/button';
import { PlusIcon } from '@/components/ui/icons';

/** The Add control of every admin list: opens the modal form in add mode (docs/product/admin.md#forms-and-toasts). */
export function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button onClick={onClick} size="md">
      <PlusIcon className="size-4" />
      {label}
    </Button>
  );
}
