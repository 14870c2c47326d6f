"use client";

import { Input } from "@/components/ui/input";
import { isVocabularyTag } from "@/lib/ai/vocabulary";
import type { tagSchema as TagSchema } from "@/lib/closet/item-form";
import { ITEM_LIMITS } from "@/lib/constants";
import { lazy } from "@/lib/forms/lazy";
import { ITEM_MESSAGES } from "@/lib/messages/item";
import { ITEM_TEXT } from "@/lib/messages/item-page";
import { cn } from "@/lib/ui/cn";
import { X } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";

// The shared tag rule (trim, drop '#', lower-case, 1–32 characters), from the form's lazy chunk.
const tagRule = lazy<typeof TagSchema>(() => import("@/lib/closet/item-form").then((module) => module.tagSchema));

type TagChipsProps = {
  tags: readonly string[];
  onChange: (tags: string[]) => void;
  /** The form's message for the whole list (e.g. too many tags). */
  error?: string;
};

/**
 * The chips' editing: the draft, the message about it, and add (checked by the shared tag rule
 * against the list as last rendered), remove and the keys that do either.
 */
function useTagEditing(tags: readonly string[], onChange: (tags: string[]) => void) {
  const [draft, setDraft] = useState("");
  const [message, setMessage] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // The rule loads with the form's schema, as the page mounts, so Enter rarely waits for it.
  useEffect(() => {
    tagRule.load().catch(() => {});
  }, []);

  // The list as last rendered: a tag typed while the rule was still loading joins the list as it is
  // by then (a chip removed meanwhile stays removed), not as it was when Enter was pressed.
  const latest = useRef(tags);
  useEffect(() => {
    latest.current = tags;
  }, [tags]);

  async function add() {
    const rule = tagRule.current ?? (await tagRule.load());
    const parsed = rule.safeParse(draft);
    const current = latest.current;
    if (!parsed.success) return setMessage(parsed.error.issues[0]?.message ?? ITEM_MESSAGES.emptyTag);
    if (current.includes(parsed.data)) return setMessage(ITEM_TEXT.tagAlreadyThere(parsed.data));
    if (current.length >= ITEM_LIMITS.tagsPerItem) {
      return setMessage(ITEM_MESSAGES.tooManyTags(ITEM_LIMITS.tagsPerItem));
    }
    setDraft("");
    setMessage(null);
    const next = [...current, parsed.data];
    latest.current = next;
    onChange(next);
  }

  function remove(tag: string) {
    const next = latest.current.filter((other) => other !== tag);
    latest.current = next;
    onChange(next);
    setMessage(null);
    input.current?.focus(); // the removed chip's button is gone; the input is the next sensible place
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter" || event.key === ",") {
      event.preventDefault(); // adds a tag rather than saving the form
      if (draft.trim()) void add();
    } else if (event.key === "Backspace" && draft === "" && tags.length > 0) {
      event.preventDefault();
      remove(tags.at(-1)!);
    }
  }

  return { draft, setDraft, message, setMessage, input, remove, onKeyDown };
}

/**
 * Tags as chips: type and press Enter (or a comma) to add one; each chip has a remove button, and
 * Backspace in the empty input removes the last. Tags from the photo analysis (the vocabulary) are
 * outlined, the owner's own are filled; both are plain tags to the owner.
 */
export function TagChips({ tags, onChange, error }: TagChipsProps) {
  const id = useId();
  const { draft, setDraft, message, setMessage, input, remove, onKeyDown } = useTagEditing(tags, onChange);
  const shown = message ?? error;
  return (
    <fieldset className="grid gap-2" aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ""}`}>
      <legend className="mb-2 text-sm leading-none font-medium">{ITEM_TEXT.tags}</legend>
      {tags.length > 0 ? <TagChipList tags={tags} onRemove={remove} /> : null}
      <Input
        ref={input}
        id={`${id}-input`}
        aria-label={ITEM_TEXT.tagPlaceholder}
        placeholder={ITEM_TEXT.tagPlaceholder}
        value={draft}
        maxLength={ITEM_LIMITS.tag + 8}
        onChange={(event) => {
          setDraft(event.target.value);
          setMessage(null);
        }}
        onKeyDown={onKeyDown}
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? `${id}-error` : undefined}
        enterKeyHint="done"
        autoCapitalize="none"
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {ITEM_TEXT.tagHint}
      </p>
      {shown ? (
        <p id={`${id}-error`} className="text-sm text-destructive" data-field-error>
          {shown}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The tags as chips: the photo analysis's outlined, the owner's own filled, each with its remove button. */
function TagChipList({ tags, onRemove }: { tags: readonly string[]; onRemove: (tag: string) => void }) {
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={ITEM_TEXT.tags}>
      {tags.map((tag) => (
        <li
          key={tag}
          data-testid="tag-chip"
          data-own={isVocabularyTag(tag) ? undefined : ""}
          className={cn(
            "inline-flex h-8 items-center gap-1 rounded-full border pr-1 pl-3 text-sm",
            isVocabularyTag(tag)
              ? "border-input bg-surface text-foreground"
              : "border-transparent bg-accent-soft text-accent-hover",
          )}
        >
          <span>#{tag}</span>
          <button
            type="button"
            onClick={() => onRemove(tag)}
            aria-label={ITEM_TEXT.removeTag(tag)}
            className="inline-flex size-6 items-center justify-center rounded-full transition-colors hover:bg-foreground/10 focus-visible:outline-2 focus-visible:outline-ring"
          >
            <X aria-hidden className="size-3.5" />
          </button>
        </li>
      ))}
    </ul>
  );
}
