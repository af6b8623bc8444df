import { useState, type FormEvent } from 'react';
import { STORE_SETTING_FIELDS, type StoreSettingsValues } from '@store/shared/schemas/store';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/hooks/use-toast';
import { useSaveStoreSettings, useStoreSettings, type StoreSettingsView } from '../api/store-settings';
import { failureMessage, serverFieldErrors } from '../lib/form-errors';
import { AdminPage } from './admin-page';
import { TextAreaField } from './form-fields';

type Field = keyof StoreSettingsValues;
type Values = Record<Field, string>;

const GROUPS: Array<{ heading: string; note: string; fields: Array<[Field, string]> }> = [
  {
    heading: 'Seller',
    note: 'Printed on tax invoices numbered from now on; invoices already issued keep the seller they were issued with.',
    fields: [
      ['legal_name', 'Legal name'],
      ['address', 'Registered address'],
      ['gstin', 'GSTIN'],
      ['state', 'State (the GSTIN’s when empty)'],
    ],
  },
  {
    heading: 'Customer care',
    note: 'Shown in the footer and on the Contact page.',
    fields: [
      ['care_email', 'Customer care email'],
      ['care_phone', 'Customer care phone'],
      ['care_hours', 'Hours'],
    ],
  },
  {
    heading: 'Grievance officer',
    note: 'Shown in the footer, on the Contact page and on the Legal page.',
    fields: [
      ['grievance_name', 'Name'],
      ['grievance_designation', 'Designation'],
      ['grievance_email', 'Email'],
      ['grievance_phone', 'Phone'],
    ],
  },
];

function StoreSettingsForm({
  view,
  save,
  onSaved,
}: {
  view: StoreSettingsView;
  /** Owned by the screen: a save refreshes `view`, which remounts this form before its callbacks could run here. */
  save: ReturnType<typeof useSaveStoreSettings>;
  onSaved: (message: string, ok: boolean) => void;
}) {
  const [values, setValues] = useState<Values>(
    () => Object.fromEntries(STORE_SETTING_FIELDS.map((field) => [field, view.values[field] ?? ''])) as Values,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    save.mutate(values, {
      onSuccess: () => onSaved('Store settings saved.', true),
      onError: (error) => {
        setErrors(serverFieldErrors(error));
        onSaved(failureMessage('Could not save the store settings.', error), false);
      },
    });
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-8">
      {GROUPS.map((group) => (
        <fieldset key={group.heading} className="space-y-4">
          <legend className="text-base font-bold text-ink">{group.heading}</legend>
          <p className="text-sm text-muted">{group.note} An empty field uses the default shown in it.</p>
          <div className="grid gap-4 md:grid-cols-2">
            {group.fields.map(([field, label]) => {
              const common = {
                label,
                name: field,
                value: values[field],
                error: errors[field],
                placeholder: view.defaults[field] ?? '',
              };
              return field === 'address' ? (
                <TextAreaField
                  key={field}
                  {...common}
                  rows={3}
                  className="md:col-span-2"
                  onChange={(event) => setValues({ ...values, [field]: event.target.value })}
                />
              ) : (
                <FormField
                  key={field}
                  {...common}
                  type={field.endsWith('email') ? 'email' : field.endsWith('phone') ? 'tel' : 'text'}
                  onChange={(event) => setValues({ ...values, [field]: event.target.value })}
                />
              );
            })}
          </div>
        </fieldset>
      ))}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save settings'}
      </Button>
    </form>
  );
}

/** Store Settings (docs/product/admin.md#store-settings): the owner only. */
export function StoreSettingsScreen() {
  const toast = useToast();
  const { data, isError, error } = useStoreSettings();
  const save = useSaveStoreSettings();
  return (
    <AdminPage
      title="Store Settings"
      subtitle="The seller, customer care and grievance officer the footer, the Contact and Legal pages and invoices show."
      toast={toast}
    >
      {data ? (
        <StoreSettingsForm
          key={data.updated_at ?? 'defaults'}
          view={data}
          save={save}
          onSaved={(message, ok) => toast.show(message, ok ? 'info' : 'error')}
        />
      ) : isError ? (
        <p role="alert">{failureMessage('Could not load the store settings.', error)}</p>
      ) : (
        <Spinner className="min-h-[30vh]" />
      )}
    </AdminPage>
  );
}
