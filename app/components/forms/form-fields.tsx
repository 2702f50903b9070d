import type { ChangeEvent, ClipboardEvent, FocusEvent, InputHTMLAttributes, ReactNode } from "react";
import { useCatalogue } from "#app/i18n/use-locale.ts";

/** Ids of a field's control and its error text, shared by the label, the input and the error summary. */
export function fieldIds(formId: string, name: string) {
  const safe = name.replace(/[^A-Za-z0-9_-]/g, "-");
  return { control: `${formId}-${safe}`, error: `${formId}-${safe}-error` };
}

type CommonProps = {
  formId: string;
  name: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
};

/** A label, a text input and its error, wired with aria-invalid / aria-describedby. */
export function TextField({
  formId,
  name,
  label,
  error,
  hint,
  required = true,
  value,
  onValueChange,
  onBlurValue,
  clean,
  ...input
}: CommonProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "value" | "onChange" | "onBlur" | "id"> & {
    value: string;
    onValueChange: (value: string) => void;
    onBlurValue?: (value: string) => void;
    /** Cleans what is typed, pasted and left in the box (phone: digits only, at most 10). */
    clean?: (value: string) => string;
  }) {
  const ids = fieldIds(formId, name);
  const hintId = hint ? `${ids.control}-hint` : undefined;
  const describedBy = [hintId, error ? ids.error : undefined].filter(Boolean).join(" ") || undefined;
  const tidy = clean ?? ((v: string) => v);
  return (
    <div className={`form-field${error ? " form-field--invalid" : ""}`}>
      <label htmlFor={ids.control} className="form-field__label">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      <input
        {...input}
        id={ids.control}
        name={name}
        value={value}
        className="form-field__control"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-required={required || undefined}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onValueChange(tidy(event.target.value))}
        onPaste={
          clean
            ? (event: ClipboardEvent<HTMLInputElement>) => {
                // Pasting "+91 98765-43210" keeps only what the box accepts.
                const pasted = event.clipboardData.getData("text");
                const target = event.currentTarget;
                const start = target.selectionStart ?? target.value.length;
                const end = target.selectionEnd ?? target.value.length;
                event.preventDefault();
                onValueChange(clean(target.value.slice(0, start) + pasted + target.value.slice(end)));
              }
            : undefined
        }
        onBlur={(event: FocusEvent<HTMLInputElement>) => {
          const cleaned = tidy(event.target.value);
          if (cleaned !== event.target.value) onValueChange(cleaned);
          onBlurValue?.(cleaned);
        }}
      />
      <FieldError id={ids.error} error={error} />
    </div>
  );
}

export type SelectOption = {
  value: string;
  label: string;
  /** The label's language when it is not the page's (an English district name on a Hindi page). */
  lang?: string;
  /** `data-*` attributes for the page's loader (a call-back time's closing hour). */
  data?: Readonly<Record<`data-${string}`, string>>;
};
/** A heading over options; `lang` as for an option, for the heading alone (options carry their own). */
export type SelectGroup = { label: string; options: readonly SelectOption[]; lang?: string };

/** A label, a dropdown (with an empty first choice) and its error. */
export function SelectField({
  formId,
  name,
  label,
  error,
  required = true,
  value,
  placeholder,
  options,
  groups,
  autoComplete,
  onValueChange,
  onBlurValue,
}: CommonProps & {
  value: string;
  placeholder: string;
  options?: readonly SelectOption[];
  /** Options grouped by heading (the district list without JavaScript: every state's districts). */
  groups?: readonly SelectGroup[];
  autoComplete?: string;
  onValueChange: (value: string) => void;
  onBlurValue?: (value: string) => void;
}) {
  const ids = fieldIds(formId, name);
  return (
    <div className={`form-field${error ? " form-field--invalid" : ""}`}>
      <label htmlFor={ids.control} className="form-field__label">
        {label}
      </label>
      <select
        id={ids.control}
        name={name}
        value={value}
        autoComplete={autoComplete}
        className="form-field__control"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? ids.error : undefined}
        aria-required={required || undefined}
        onChange={(event) => onValueChange(event.target.value)}
        onBlur={(event) => onBlurValue?.(event.target.value)}
      >
        <option value="">{placeholder}</option>
        {options?.map((o) => (
          <option key={o.value} value={o.value} lang={o.lang} {...o.data}>
            {o.label}
          </option>
        ))}
        {groups?.map((g) => (
          <optgroup key={g.label} label={g.label} lang={g.lang}>
            {g.options.map((o) => (
              <option key={`${g.label}:${o.value}`} value={o.value} lang={o.lang}>
                {o.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <FieldError id={ids.error} error={error} />
    </div>
  );
}

/** The error under a field; always in the DOM so screen readers announce changes politely. */
export function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  const prefix = useCatalogue().forms.common.errorPrefix;
  return (
    <p id={id} className="form-field__error" hidden={!error}>
      {error ? (
        <>
          <span className="visually-hidden">{prefix}</span>
          {error}
        </>
      ) : null}
    </p>
  );
}
