"use client";

import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { CATEGORIES, type Category } from "@/lib/constants";
import { useId } from "react";

/** The 8 categories as a labelled select: the item page's field (the upload screen's "apply to all" adds "detect"). */
export function CategorySelect({ value, onChange }: { value: Category; onChange: (category: Category) => void }) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>category</Label>
      <Select value={value} onValueChange={(next) => onChange(next as Category)}>
        <SelectTrigger id={id} aria-label="category">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {CATEGORIES.map((category) => (
            <SelectItem key={category} value={category}>
              {category}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
