import { useState } from 'react';
import { Link } from 'react-router';
import { useToast } from '@/hooks/use-toast';
import { formatTime } from '@/lib/dates';
import { roleLabel } from '@/lib/permissions';
import {
  useInviteStaff,
  useRemoveStaff,
  useResetTwoStep,
  useStaff,
  useUpdateStaff,
  type StaffMember,
} from '../api/staff';
import { failureMessage, serverFieldErrors } from '../lib/form-errors';
import { removeQuestion, staffActions, staffStatus, type StaffAction } from '../lib/staff';
import { AddButton } from './add-button';
import { AdminPage } from './admin-page';
import { ConfirmDialog } from './confirm-dialog';
import { DataTable, type Column } from './data-table';
import { ChangeRoleForm, InviteStaffForm } from './staff-forms';

type Asking = { action: 'suspend' | 'remove' | 'reset-2fa'; member: StaffMember };

const ACTION_LABELS: Record<StaffAction, string> = {
  role: 'Change role',
  suspend: 'Suspend',
  reactivate: 'Reactivate',
  'reset-2fa': 'Reset two-step',
  remove: 'Remove',
  withdraw: 'Withdraw',
};

const actionClass =
  'inline-flex h-9 items-center rounded-md px-2.5 text-xs font-semibold whitespace-nowrap transition-colors disabled:opacity-60';

/** The question each asking action puts before it runs. */
function question({ action, member }: Asking): { title: string; message: string; confirm: string } {
  const who = member.name || member.email;
  if (action === 'suspend') {
    return {
      title: 'Suspend staff member',
      message: `Suspend ${who}? They are signed out everywhere at once and cannot sign in until reactivated.`,
      confirm: 'Suspend',
    };
  }
  if (action === 'reset-2fa') {
    return {
      title: 'Reset two-step sign-in',
      message: `Reset the two-step sign-in of ${who}? Their authenticator app and backup codes stop working, they are signed out, and they set it up again.`,
      confirm: 'Reset',
    };
  }
  const invited = member.status === 'invited';
  return {
    title: invited ? 'Withdraw invitation' : 'Remove staff member',
    message: removeQuestion(member),
    confirm: invited ? 'Withdraw' : 'Remove',
  };
}

/**
 * /Staff, the owner's (docs/product/admin.md#staff): everyone who works in the admin area with their role,
 * status, last sign-in and two-step sign-in; Invite staff; per member Change role, Suspend / Reactivate, Reset
 * two-step and Remove (asked first); the owner's own row has no actions.
 */
export function StaffScreen() {
  const staff = useStaff();
  const toast = useToast();
  const invite = useInviteStaff();
  const update = useUpdateStaff();
  const remove = useRemoveStaff();
  const reset = useResetTwoStep();
  const [inviting, setInviting] = useState(false);
  const [devLink, setDevLink] = useState<string | null>(null);
  const [changing, setChanging] = useState<StaffMember | null>(null);
  const [asking, setAsking] = useState<Asking | null>(null);
  const busy = update.isPending || remove.isPending || reset.isPending;

  /** Runs one change: a toast says how it went. */
  const run = async (
    work: () => Promise<unknown>,
    success: string,
    tone: 'success' | 'info' | 'error',
    failed: string,
  ) => {
    try {
      await work();
      toast.show(success, tone);
    } catch (error) {
      toast.show(failureMessage(failed, error), 'error');
    } finally {
      setAsking(null);
      setChanging(null);
    }
  };

  const act = (action: StaffAction, member: StaffMember) => {
    const who = member.name || member.email;
    if (action === 'role') setChanging(member);
    else if (action === 'reactivate') {
      void run(
        () => update.mutateAsync({ id: member.id, change: { status: 'active' } }),
        `${who} can sign in again.`,
        'info',
        'Could not reactivate.',
      );
    } else setAsking({ action: action === 'withdraw' ? 'remove' : action, member });
  };

  const confirm = ({ action, member }: Asking) => {
    const who = member.name || member.email;
    if (action === 'suspend') {
      return run(
        () => update.mutateAsync({ id: member.id, change: { status: 'suspended' } }),
        `${who} is suspended and signed out.`,
        'info',
        'Could not suspend.',
      );
    }
    if (action === 'reset-2fa') {
      return run(
        () => reset.mutateAsync(member.id),
        `Two-step sign-in of ${who} is reset.`,
        'info',
        'Could not reset two-step sign-in.',
      );
    }
    const invited = member.status === 'invited';
    return run(
      () => remove.mutateAsync(member.id),
      invited ? `The invitation of ${who} is withdrawn.` : `${who} is no longer staff.`,
      'error',
      invited ? 'Could not withdraw the invitation.' : 'Could not remove.',
    );
  };

  const columns: Column<StaffMember>[] = [
    {
      header: 'Name',
      cell: (row) => (
        <div className="min-w-0">
          <p className="font-semibold text-ink">{row.name || '—'}</p>
          <p className="truncate text-xs text-muted">{row.email}</p>
        </div>
      ),
      className: 'min-w-52',
      sticky: true,
    },
    { header: 'Role', cell: (row) => roleLabel(row.role), className: 'whitespace-nowrap' },
    {
      header: 'Status',
      cell: (row) => (
        <div className="min-w-0">
          <p
            className={
              row.status === 'suspended'
                ? 'font-semibold text-red-700'
                : row.status === 'invited'
                  ? 'font-semibold text-amber-800'
                  : 'text-ink'
            }
          >
            {staffStatus(row)}
          </p>
          {row.status === 'invited' && row.invite_expires_at && (
            <p className="text-xs text-muted">Link valid until {formatTime(row.invite_expires_at)}</p>
          )}
        </div>
      ),
      className: 'min-w-48',
    },
    {
      header: 'Last sign-in',
      cell: (row) => (row.last_sign_in_at ? formatTime(row.last_sign_in_at) : 'Never'),
      className: 'whitespace-nowrap text-ink-soft',
    },
    { header: 'Two-step', cell: (row) => (row.two_factor_enabled ? 'On' : 'Off'), className: 'whitespace-nowrap' },
    {
      header: 'Actions',
      cell: (row) => (
        <div className="flex items-center gap-1">
          {staffActions(row).map((action) => (
            <button
              key={action}
              type="button"
              disabled={busy}
              onClick={() => act(action, row)}
              aria-label={`${ACTION_LABELS[action]} ${row.name || row.email}`}
              className={`${actionClass} ${action === 'remove' || action === 'withdraw' || action === 'suspend' ? 'text-red-700 hover:bg-red-50' : 'text-blue-800 hover:bg-blue-50'}`}
            >
              {ACTION_LABELS[action]}
            </button>
          ))}
        </div>
      ),
      className: 'whitespace-nowrap',
    },
  ];

  const asked = asking ? question(asking) : null;
  return (
    <AdminPage
      title="Staff"
      subtitle="Who works in the admin area and what each may do. Suspending or removing someone signs them out at once."
      toast={toast}
      actions={<AddButton label="Invite staff" onClick={() => setInviting(true)} />}
    >
      {devLink && (
        <p
          data-testid="invite-test-mode"
          className="m-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          <strong className="font-bold tracking-wider">TEST MODE</strong> · no email leaves this development store (it
          is listed on /dev/outbox). The invitation link is{' '}
          <Link to={devLink} className="font-mono font-semibold break-all underline">
            {devLink}
          </Link>
        </p>
      )}
      <DataTable
        caption="Staff"
        columns={columns}
        rows={staff.data}
        rowKey={(row) => row.id}
        loading={staff.isPending}
        error={staff.isError ? `Could not load the staff: ${staff.error.message}` : null}
        empty="Nobody yet. Invite the first member of your team."
        minWidth="min-w-[900px]"
      />
      {inviting && (
        <InviteStaffForm
          busy={invite.isPending}
          onCancel={() => setInviting(false)}
          onSubmit={async (input) => {
            try {
              const created = await invite.mutateAsync(input);
              toast.show(`Invitation sent to ${created.email}.`);
              setDevLink(created.dev_invite_token ? `/AcceptInvite/${created.dev_invite_token}` : null);
              setInviting(false);
              return null;
            } catch (error) {
              toast.show(failureMessage('Could not send the invitation.', error), 'error');
              return serverFieldErrors(error);
            }
          }}
        />
      )}
      {changing && (
        <ChangeRoleForm
          key={changing.id}
          member={changing}
          busy={update.isPending}
          onCancel={() => setChanging(null)}
          onSubmit={(role) =>
            void run(
              () => update.mutateAsync({ id: changing.id, change: { role } }),
              `${changing.name || changing.email} is now ${roleLabel(role)}.`,
              'info',
              'Could not change the role.',
            )
          }
        />
      )}
      <ConfirmDialog
        open={asked !== null}
        title={asked?.title ?? ''}
        message={asked?.message ?? ''}
        confirmLabel={asked?.confirm}
        busy={busy}
        onCancel={() => setAsking(null)}
        onConfirm={() => asking && void confirm(asking)}
      />
    </AdminPage>
  );
}
