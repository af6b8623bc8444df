import { useState } from 'react';
import type { AttributeValueChoices } from '@store/shared/schemas/variation-matrix';
import { Button } from '@/components/ui/button';
import { PlusIcon } from '@/components/ui/icons';

type Choice = AttributeValueChoices[number];

const title = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** A value to tick: a chip that is a checkbox. */
function ValueChip({ value, checked, onToggle }: { value: string; checked: boolean; onToggle: () => void }) {
  return (
    <label
      className={`inline-flex h-9 cursor-pointer items-center rounded-full border px-3 text-sm font-medium select-none has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ink ${checked ? 'border-ink bg-ink text-white' : 'border-line bg-white text-ink hover:border-ink'}`}
    >
      <input type="checkbox" className="sr-only" checked={checked} onChange={onToggle} />
      {value}
    </label>
  );
}

/** A value the store does not use yet, typed in: it joins the chips, ticked. */
function NewValue({ attribute, onAdd }: { attribute: string; onAdd: (value: string) => void }) {
  const [text, setText] = useState('');
  // Enter adds the value rather than saving the whole matrix.
  const add = (event?: { preventDefault: () => void }) => {
    event?.preventDefault();
    if (text.trim() === '') return;
    onAdd(text.trim());
    setText('');
  };
  return (
    <span className="inline-flex items-center gap-1">
      <input
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') add(event);
        }}
        aria-label={`New ${attribute} value`}
        placeholder={`Another ${attribute}…`}
        maxLength={100}
        className="h-9 w-36 rounded-full border border-line bg-white px-3 text-sm outline-none focus:border-ink"
      />
      <Button variant="ghost" size="sm" onClick={() => add()} aria-label={`Add ${attribute} value`}>
        <PlusIcon className="size-4" />
      </Button>
    </span>
  );
}

interface MatrixChoicesProps {
  /** The attributes with their values (those the store uses and those typed in), in the order shown. */
  choices: Choice[];
  ticked: Record<number, string[]>;
  onToggle: (choice: Choice, value: string) => void;
  onAddValue: (choice: Choice, value: string) => void;
}

/**
 * The matrix's first step (docs/product/admin.md#adding-variations-in-one-go): each attribute's values as chips to tick,
 * and a box for a value the store does not use yet.
 */
export function MatrixChoices({ choices, ticked, onToggle, onAddValue }: MatrixChoicesProps) {
  return (
    <div className="space-y-3">
      {choices.map((choice) => (
        <fieldset key={choice.attribute_id} className="min-w-0">
          <legend className="mb-1.5 text-sm font-bold text-ink">
            {title(choice.name)}
            <span className="ml-2 text-xs font-normal text-muted">
              {(ticked[choice.attribute_id] ?? []).length} chosen
            </span>
          </legend>
          <div className="flex flex-wrap items-center gap-2">
            {choice.values.map((value) => (
              <ValueChip
                key={value}
                value={value}
                checked={(ticked[choice.attribute_id] ?? []).includes(value)}
                onToggle={() => onToggle(choice, value)}
              />
            ))}
            <NewValue attribute={choice.name} onAdd={(value) => onAddValue(choice, value)} />
          </div>
        </fieldset>
      ))}
    </div>
  );
}
