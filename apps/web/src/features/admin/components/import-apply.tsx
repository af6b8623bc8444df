import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { applyImport, useImportJobCache } from '../api/catalogue-import';
import {
  applyQuestion,
  canApply,
  type ImportJob,
  type ImportOptions,
  type ImportReport,
} from '../lib/catalogue-import';
import { failureMessage } from '../lib/form-errors';

export type ApplyChoices = Pick<ImportOptions, 'skip_errors' | 'deactivate_missing'>;

export const DEACTIVATE_HINT =
  'Every product of the store that no row of this file names is set inactive: shoppers no longer see it. Nothing is deleted.';

function Choice({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex cursor-pointer items-start gap-3 py-1 text-sm">
      <input
        type="checkbox"
        className="mt-0.5 size-5 shrink-0 accent-brand"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>
        <span className="font-semibold text-ink">{label}</span>
        <span className="block text-ink-soft">{hint}</span>
      </span>
    </label>
  );
}

/**
 * The choices under the report and the Apply button (docs/product/admin.md#import): Apply stays disabled while the
 * file has errors, until "Skip rows with errors" is ticked.
 */
export function ApplyControls({
  report,
  choices,
  onChange,
  onApply,
}: {
  report: ImportReport;
  choices: ApplyChoices;
  onChange: (choices: ApplyChoices) => void;
  onApply: () => void;
}) {
  const allowed = canApply(report, choices.skip_errors);
  return (
    <div className="space-y-2">
      {report.error_count > 0 && (
        <Choice
          label="Skip rows with errors"
          hint="Apply the other rows; the rows with errors listed above are left out."
          checked={choices.skip_errors}
          onChange={(skip_errors) => onChange({ ...choices, skip_errors })}
        />
      )}
      <Choice
        label="Deactivate products missing from the file"
        hint={DEACTIVATE_HINT}
        checked={choices.deactivate_missing}
        onChange={(deactivate_missing) => onChange({ ...choices, deactivate_missing })}
      />
      <div className="flex flex-wrap items-center gap-3 pt-2">
        <Button onClick={onApply} disabled={!allowed}>
          Apply
        </Button>
        {!allowed && (
          <p className="text-sm text-ink-soft">
            Fix the errors and upload the file again, or tick “Skip rows with errors”.
          </p>
        )}
      </div>
    </div>
  );
}

/** The choices, Apply, and the confirmation that says what will change before the job starts writing. */
export function ApplyPanel({ job, report }: { job: ImportJob; report: ImportReport }) {
  const cache = useImportJobCache();
  const [choices, setChoices] = useState<ApplyChoices>({ skip_errors: false, deactivate_missing: false });
  const [asking, setAsking] = useState(false);
  const apply = async (): Promise<string | null> => {
    try {
      cache.put(await applyImport(job.id, choices));
      return null;
    } catch (error) {
      return failureMessage('Could not apply the file.', error);
    }
  };
  return (
    <>
      <ApplyControls report={report} choices={choices} onChange={setChoices} onApply={() => setAsking(true)} />
      {asking && (
        <ConfirmDialog
          title="Apply this file?"
          confirmLabel="Apply"
          cancelLabel="Not now"
          onConfirm={apply}
          onClose={() => setAsking(false)}
        >
          <ul className="list-disc space-y-1 pl-5">
            {applyQuestion(report, choices).map((sentence) => (
              <li key={sentence}>{sentence}</li>
            ))}
          </ul>
          <p className="mt-3">
            The store keeps serving shoppers while the file is applied, a few hundred rows at a time.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
