"use client";

import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { type ComponentProps, useId } from "react";

type FormFieldProps = Omit<ComponentProps<typeof Input>, "onChange" | "value"> & {
  label: string;
  value: string;
  error?: string;
  onValueChange: (value: string) => void;
};

/** A labelled input with its validation message underneath, announced to screen readers. */
export function FormField({ label, value, error, onValueChange, ...inputProps }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...inputProps}
      />
      {error ? (
        <p id={errorId} className="text-sm text-destructive" data-field-error>
          {error}
        </p>
      ) : null}
    </div>
  );
}
