"use client";

import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { CATEGORIES, type Category } from "@/lib/constants";

/** The category the next dropped photos are added as. */
export function CategorySelect({ value, onChange }: { value: Category; onChange: (category: Category) => void }) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor="upload-category">category</Label>
      <Select value={value} onValueChange={(next) => onChange(next as Category)}>
        <SelectTrigger id="upload-category" aria-label="category">
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
