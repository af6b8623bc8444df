import { useCallback, useState, type FormEvent } from 'react';
import { fieldErrors } from '../lib/form-errors';

export type FormValues = Record<string, string | boolean>;

/** What the form needs of a shared zod schema. */
export interface Schema<Output> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: Output }
    | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}

/**
 * The state of an admin form: the raw values of its inputs, and the messages under its fields from the shared zod
 * schema (docs/product/admin.md#forms-and-toasts), or from the server's 400. A field's message clears as it is edited.
 */
export function useSchemaForm<Output, Values extends FormValues>(schema: Schema<Output>, initial: Values) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const set = useCallback(<Field extends keyof Values>(field: Field, value: Values[Field]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!current[field as string]) return current;
      const rest = { ...current };
      delete rest[field as string];
      return rest;
    });
  }, []);

  /** The parsed input, or null after showing the messages. */
  const validate = (payload: Record<string, unknown> = values): Output | null => {
    const result = schema.safeParse(payload);
    if (!result.success) {
      setErrors(fieldErrors(result.error.issues));
      return null;
    }
    setErrors({});
    return result.data;
  };

  /**
   * The form's submit handler: validates `payload()` (the values by default), hands the input to `save`, and
   * shows the server's field messages when it answers with some; either way the first field with a message
   * gets the focus.
   */
  const handleSubmit =
    (
      save: (input: Output) => Promise<Record<string, string> | null>,
      payload: () => Record<string, unknown> = () => values,
    ) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const element = event.currentTarget;
      const input = validate(payload());
      if (!input) return focusFirstInvalid(element);
      const serverErrors = await save(input);
      if (serverErrors) {
        setErrors(serverErrors);
        focusFirstInvalid(element);
      }
    };

  return { values, set, setValues, errors, setErrors, validate, handleSubmit };
}

/** After a refused submit, focus the first field with a message (once React has marked it invalid). */
export function focusFirstInvalid(form: HTMLFormElement): void {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
