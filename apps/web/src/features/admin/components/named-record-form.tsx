import { useId } from 'react';
import { FormField } from '@/components/ui/form-field';
import { useSchemaForm } from '../hooks/use-schema-form';
import { FormModal } from './form-modal';
import { TextAreaField } from './form-fields';

interface NamedInput {
  name: string;
  description?: string;
}

interface NamedSchema<Input> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: Input }
    | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}

interface NamedRecordFormProps<Input> {
  /** 'Collection', 'Brand', 'Attribute' */
  label: string;
  schema: NamedSchema<Input>;
  withDescription: boolean;
  record: NamedInput | null;
  busy: boolean;
  onCancel: () => void;
  /** Resolves to the server's field messages when the save failed, null when it worked. */
  onSubmit: (input: Input) => Promise<Record<string, string> | null>;
}

/** The modal form of a collection or brand (name, description) or an attribute (name). */
export function NamedRecordForm<Input>({
  label,
  schema,
  withDescription,
  record,
  busy,
  onCancel,
  onSubmit,
}: NamedRecordFormProps<Input>) {
  const formId = useId();
  const form = useSchemaForm(schema, { name: record?.name ?? '', description: record?.description ?? '' });
  const mode = record ? 'edit' : 'add';

  const submit = form.handleSubmit(onSubmit, () => (withDescription ? form.values : { name: form.values.name }));

  return (
    <FormModal
      open
      title={`${mode === 'add' ? 'Add' : 'Update'} ${label}`}
      mode={mode}
      formId={formId}
      busy={busy}
      onCancel={onCancel}
    >
      <form id={formId} noValidate onSubmit={submit} className="space-y-4">
        <FormField
          label="Name"
          name="name"
          value={form.values.name}
          onChange={(event) => form.set('name', event.target.value)}
          error={form.errors.name}
          autoComplete="off"
        />
        {withDescription && (
          <TextAreaField
            label="Description"
            name="description"
            value={form.values.description}
            onChange={(event) => form.set('description', event.target.value)}
            error={form.errors.description}
          />
        )}
      </form>
    </FormModal>
  );
}
