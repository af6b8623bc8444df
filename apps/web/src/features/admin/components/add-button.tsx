import { Button } from '@/components/ui/button';
import { PlusIcon } from '@/components/ui/icons';

/** The Add control of every admin list (SPEC.md §2): opens the modal form in add mode. */
export function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button onClick={onClick} size="md">
      <PlusIcon className="size-4" />
      {label}
    </Button>
  );
}
