import { useId, useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { ROLE_DUTIES, ROLE_LABELS, STAFF_ROLES } from '@/lib/permissions';
import type { StaffInvite, StaffMember } from '../api/staff';
import { useSchemaForm } from '../hooks/use-schema-form';
import { staffInviteInput } from '../lib/staff';
import { SelectField } from './form-fields';
import { FormModal } from './form-modal';

type StaffRoleName = StaffInvite['role'];

/** The role select with what the chosen role may do under it (docs/product/admin.md#what-each-role-sees). */
function RoleSelect({ value, onChange }: { value: StaffRoleName; onChange: (role: StaffRoleName) => void }) {
  return (
    <div>
      <SelectField
        label="Role"
        name="role"
        value={value}
        onChange={(event) => onChange(event.target.value as StaffRoleName)}
      >
        {STAFF_ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </SelectField>
      <p className="mt-1 text-xs text-muted">{ROLE_DUTIES[value]}</p>
    </div>
  );
}

/**
 * `Invite staff`: email, name and role (docs/product/admin.md#accepting-an-invitation). The server mails the link; a failure
 * keeps the modal open with the server's field messages.
 */
export function InviteStaffForm({
  busy,
  onCancel,
  onSubmit,
}: {
  busy: boolean;
  onCancel: () => void;
  onSubmit: (input: StaffInvite) => Promise<Record<string, string> | null>;
}) {
  const formId = useId();
  const form = useSchemaForm(staffInviteInput, { email: '', name: '' });
  const [role, setRole] = useState<StaffRoleName>('catalogue');
  const submit = form.handleSubmit((input) => onSubmit({ ...input, role }));
  return (
    <FormModal
      label="staff"
      mode="add"
      title="Invite staff"
      submitLabel="Send invitation"
      formId={formId}
      busy={busy}
      onCancel={onCancel}
    >
      <form id={formId} noValidate onSubmit={submit} className="space-y-4">
        <FormField
          label="Email"
          name="email"
          type="email"
          autoComplete="off"
          value={form.values.email}
          onChange={(event) => form.set('email', event.target.value)}
          error={form.errors.email}
        />
        <FormField
          label="Name"
          name="name"
          autoComplete="off"
          value={form.values.name}
          onChange={(event) => form.set('name', event.target.value)}
          error={form.errors.name}
        />
        <RoleSelect value={role} onChange={setRole} />
        <p className="text-xs text-muted">
          They get an email with a link valid for 72 hours to choose a password. An existing shopper account keeps its
          orders.
        </p>
      </form>
    </FormModal>
  );
}

/** `Change role` of a member: the new role applies at their next click, sessions stay. */
export function ChangeRoleForm({
  member,
  busy,
  onCancel,
  onSubmit,
}: {
  member: StaffMember;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (role: StaffRoleName) => void;
}) {
  const formId = useId();
  const current = STAFF_ROLES.find((role) => role === member.role) ?? 'catalogue';
  const [role, setRole] = useState<StaffRoleName>(current);
  return (
    <FormModal
      label="role"
      mode="edit"
      title={`Change role of ${member.name || member.email}`}
      formId={formId}
      submitLabel="Save"
      busy={busy}
      onCancel={onCancel}
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(role);
        }}
      >
        <RoleSelect value={role} onChange={setRole} />
      </form>
    </FormModal>
  );
}
