"use client";

import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Input } from "@/components/ui/input";
import { CATEGORIES, ITEM_LIMITS, type StatusFilter } from "@/lib/constants";
import { CLOSET_GRID_TEXT } from "@/lib/messages/closet-grid";
import { Archive, ArchiveRestore, ChevronDown, Droplets, Shirt, Tag, Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import type { BulkRequest } from "./closet-actions";

const text = CLOSET_GRID_TEXT;

/**
 * The select mode's action bar, sticky at the bottom of the screen: the count, select all shown, and
 * archive (restore in the archived view), set category, add tag, laundry status and delete. Each
 * action sends the selected ids to `onAction` (POST /api/closet/bulk); nothing is enabled with none selected.
 */
export function BulkBar({
  count,
  allShownSelected,
  onSelectAll,
  onAction,
  busy,
  status,
  onDone,
}: {
  count: number;
  allShownSelected: boolean;
  onSelectAll: (all: boolean) => void;
  onAction: (request: Omit<BulkRequest, "ids">) => void;
  busy: boolean;
  status: StatusFilter;
  onDone: () => void;
}) {
  const disabled = count === 0 || busy;

  return (
    <div
      role="region"
      aria-label={text.selectionActions}
      className="sticky bottom-3 z-40 mt-6 rounded-2xl border border-border bg-surface/95 p-3 shadow-lifted backdrop-blur sm:bottom-6"
    >
      <div className="flex flex-wrap items-center gap-2">
        <p className="mr-auto text-sm font-medium tabular-nums" aria-live="polite">
          {busy ? text.working : text.selected(count)}
        </p>
        <Button variant="ghost" size="sm" onClick={() => onSelectAll(!allShownSelected)}>
          {allShownSelected ? text.selectNone : text.selectAllShown}
        </Button>
        <Button variant="ghost" size="sm" onClick={onDone}>
          {text.doneSelecting}
        </Button>
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        {/* The menus are not modal: a modal one hides the rest of the page from assistive technology while it is open. */}
        {status === "archived" ? (
          <Button variant="secondary" size="sm" disabled={disabled} onClick={() => onAction({ action: "restore" })}>
            <ArchiveRestore aria-hidden />
            {text.restore}
          </Button>
        ) : (
          <Button variant="secondary" size="sm" disabled={disabled} onClick={() => onAction({ action: "archive" })}>
            <Archive aria-hidden />
            {text.archive}
          </Button>
        )}
        <CategoryMenu disabled={disabled} onAction={onAction} />
        <StatusMenu disabled={disabled} onAction={onAction} />
        <AddTagAction disabled={disabled} onAction={onAction} />
        <Button
          variant="secondary"
          size="sm"
          disabled={disabled}
          onClick={() => onAction({ action: "delete" })}
          className="text-destructive hover:border-destructive/40 hover:bg-destructive-soft"
        >
          <Trash2 aria-hidden />
          {text.delete}
        </Button>
      </div>
    </div>
  );
}

type ActionProps = { disabled: boolean; onAction: (request: Omit<BulkRequest, "ids">) => void };

/** "set category": a menu of every category. */
function CategoryMenu({ disabled, onAction }: ActionProps) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild disabled={disabled}>
        <Button variant="secondary" size="sm">
          <Shirt aria-hidden />
          {text.setCategory}
          <ChevronDown aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" side="top">
        {CATEGORIES.map((category) => (
          <DropdownMenuItem key={category} onSelect={() => onAction({ action: "set-category", value: category })}>
            {text.setCategoryTo(category)}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** "laundry status": to the laundry, or back in the closet. */
function StatusMenu({ disabled, onAction }: ActionProps) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild disabled={disabled}>
        <Button variant="secondary" size="sm">
          <Droplets aria-hidden />
          {text.status}
          <ChevronDown aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" side="top">
        <DropdownMenuItem onSelect={() => onAction({ action: "set-status", value: "laundry" })}>
          {text.markLaundry}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction({ action: "set-status", value: "active" })}>
          {text.markActive}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** "add tag": the button opens a small field (Escape closes it); the tag is sent without its # and in lower case. */
function AddTagAction({ disabled, onAction }: ActionProps) {
  const [tagging, setTagging] = useState(false);
  const [tag, setTag] = useState("");

  const addTag = (event: FormEvent) => {
    event.preventDefault();
    const value = tag.trim().replace(/^#+/, "").toLowerCase();
    if (!value) return;
    onAction({ action: "add-tag", value });
    setTag("");
    setTagging(false);
  };

  return tagging ? (
    <form onSubmit={addTag} className="flex items-center gap-1.5">
      <Input
        value={tag}
        onChange={(event) => setTag(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape") setTagging(false);
        }}
        aria-label={text.tagLabel}
        placeholder={text.tagPlaceholder}
        maxLength={ITEM_LIMITS.tag}
        autoFocus
        className="h-9 w-32"
      />
      <Button type="submit" variant="primary" size="sm" disabled={disabled || !tag.trim()}>
        {text.addTag}
      </Button>
    </form>
  ) : (
    <Button variant="secondary" size="sm" disabled={disabled} onClick={() => setTagging(true)}>
      <Tag aria-hidden />
      {text.addTag}
    </Button>
  );
}
