import { useId } from 'react';
import { useSchemaForm, type Schema } from '../hooks/use-schema-form';
import { FormModal } from './form-modal';
import { NameFields } from './form-fields';

interface NamedInput {
  name: string;
  description?: string;
}

interface NamedRecordFormProps<Input> {
  /** 'Collection', 'Brand', 'Attribute' */
  label: string;
  schema: Schema<Input>;
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
    <FormModal label={label} mode={mode} formId={formId} busy={busy} onCancel={onCancel}>
      <form id={formId} noValidate onSubmit={submit} className="space-y-4">
        <NameFields values={form.values} errors={form.errors} onChange={form.set} withDescription={withDescription} />
      </form>
    </FormModal>
  );
}
