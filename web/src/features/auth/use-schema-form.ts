import { type ChangeEvent, useCallback, useState } from 'react';

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** The part of a zod schema the forms use (the shared schemas of @befundklar/shared). */
export interface SafeParser<T> {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { readonly issues: readonly Issue[] } };
}

export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

/** The first message for each field, as the form shows it under the field. */
export function fieldErrors<V>(issues: readonly Issue[]): FieldErrors<V> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in errors)) errors[field] = issue.message;
  }
  return errors as FieldErrors<V>;
}

/**
 * A small controlled form validated with a shared zod schema: the same schema and messages the
 * server uses. Editing a field clears its message; `validate` returns the parsed value or null.
 */
export function useSchemaForm<V extends Record<string, string>, T>(schema: SafeParser<T>, initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<V>>({});

  const setValue = useCallback((name: keyof V & string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] === undefined ? current : { ...current, [name]: undefined }));
  }, []);

  const field = (name: keyof V & string) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.currentTarget.value),
  });

  /** `extra` joins the values for parsing only (e.g. the remembered e-mail with the code). */
  const validate = (extra: Record<string, unknown> = {}): T | null => {
    const result = schema.safeParse({ ...values, ...extra });
    if (result.success) {
      setErrors({});
      return result.data;
    }
    setErrors(fieldErrors<V>(result.error.issues));
    return null;
  };

  return { values, errors, field, setValue, validate };
}

export type SchemaForm<V extends Record<string, string>, T> = ReturnType<typeof useSchemaForm<V, T>>;
