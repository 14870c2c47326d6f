"use client";

import { refreshSavedOutfits } from "@/components/outfits/use-outfits";
import { PlanDayButton } from "@/components/plans/plan-day-button";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Photo } from "@/components/ui/photo";
import { useOnceAtATime } from "@/components/ui/use-once";
import { toast } from "@/components/ui/use-toast";
import { ItemPicker } from "@/components/wears/item-picker";
import { describeError, sendJson } from "@/lib/api-client";
import { WEAR_LIMITS } from "@/lib/constants";
import { BUILD_TEXT } from "@/lib/messages/build";
import { PLAN_DAY_TEXT } from "@/lib/messages/plans";
import { type OutfitItemView, OUTFITS_KEY, type OutfitView } from "@/lib/outfits/contract";
import { useQueryClient } from "@tanstack/react-query";
import { X } from "lucide-react";
import { useState } from "react";

/** The server's bound on a name (lib/outfits/schemas.ts OUTFIT_NAME_MAX; zod stays on the server). */
const NAME_MAX = 80;

type Props = {
  /** a saved outfit to edit (PATCH); without it, a new one (POST) */
  editing: OutfitView | null;
  /** after a save or 'cancel': the screen shows the saved outfits */
  onDone: () => void;
};

/**
 * 'build your own' (issue #28): pick 2–8 pieces with the closet's search and category tabs, name the
 * outfit and save it (POST /api/outfits); a saved outfit is edited the same way (PATCH /api/outfits/{id}).
 * 'plan for a day' plans the picked pieces for a coming day (issue #43).
 * Long because the name, the picked pieces and the save share one state and one submit; what is
 * left here is the form's markup in reading order.
 */
export function OutfitBuilder({ editing, onDone }: Props) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(editing?.name ?? "");
  const [picked, setPicked] = useState<OutfitItemView[]>(editing?.items ?? []);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const tooFew = picked.length < WEAR_LIMITS.outfitMinItems;

  const toggle = (item: OutfitItemView) => {
    setError(null);
    setPicked((now) =>
      now.some((piece) => piece.id === item.id) ? now.filter((piece) => piece.id !== item.id) : [...now, item],
    );
  };

  const save = useOnceAtATime(async () => {
    if (tooFew) {
      setError(BUILD_TEXT.tooFew);
      return;
    }
    setSaving(true);
    setError(null);
    const body = { name: name.trim() || undefined, itemIds: picked.map((item) => item.id) };
    try {
      if (editing) await sendJson<OutfitView>("PATCH", `${OUTFITS_KEY}/${editing.id}`, body);
      else await sendJson<OutfitView>("POST", OUTFITS_KEY, body);
      toast({ title: editing ? BUILD_TEXT.updated : BUILD_TEXT.saved });
      await refreshSavedOutfits(queryClient);
      setName("");
      setPicked([]);
      onDone();
    } catch (failure) {
      setError(describeError(failure));
      toast({ title: BUILD_TEXT.failed, description: describeError(failure), variant: "destructive" });
    } finally {
      setSaving(false);
    }
  });

  return (
    <form
      aria-labelledby="builder-title"
      data-testid="outfit-builder"
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <div className="grid gap-1">
        <h2 id="builder-title" className="font-display text-heading font-normal">
          {editing ? BUILD_TEXT.editing(editing.name) : BUILD_TEXT.tab}
        </h2>
        <p className="text-sm text-muted-foreground">{BUILD_TEXT.intro}</p>
      </div>
      <div className="grid max-w-md gap-2">
        <Label htmlFor="outfit-name">{BUILD_TEXT.name}</Label>
        <Input
          id="outfit-name"
          value={name}
          maxLength={NAME_MAX}
          placeholder={BUILD_TEXT.namePlaceholder}
          onChange={(event) => setName(event.target.value)}
          autoComplete="off"
        />
      </div>
      <PickedPieces picked={picked} onUnpick={toggle} />
      <ItemPicker picked={picked.map((item) => item.id)} onToggle={toggle} max={WEAR_LIMITS.outfitMaxItems} />
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div className="sticky bottom-3 z-10 flex flex-wrap gap-2 rounded-full bg-background/90 p-1 backdrop-blur sm:static sm:bg-transparent sm:p-0">
        <Button type="submit" disabled={saving} aria-disabled={tooFew}>
          {editing ? BUILD_TEXT.saveChanges : BUILD_TEXT.save}
        </Button>
        {/* The picked pieces as they are, saved or not, for a coming day (issue #43); an edited outfit's plan is linked to it. */}
        <PlanDayButton
          request={{ itemIds: picked.map((item) => item.id), ...(editing ? { outfitId: editing.id } : {}) }}
          name={editing?.name ?? PLAN_DAY_TEXT.thisLook}
          disabled={picked.length === 0}
          size="md"
        />
        {editing ? (
          <Button type="button" variant="ghost" onClick={onDone}>
            {BUILD_TEXT.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** How many pieces are picked, and each one's photo with a button to put it back. */
function PickedPieces({ picked, onUnpick }: { picked: OutfitItemView[]; onUnpick: (item: OutfitItemView) => void }) {
  return (
    <div className="grid gap-2 rounded-(--radius-card) border border-border bg-surface/60 p-3 sm:p-4">
      <p className="text-sm font-medium" aria-live="polite" data-testid="picked-count">
        {BUILD_TEXT.picked(picked.length)}
      </p>
      {picked.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={BUILD_TEXT.pickedList}>
          {picked.map((item) => (
            <li key={item.id} className="relative">
              <Photo
                src={item.thumbnailUrl}
                alt=""
                width={56}
                height={56}
                className="size-14 rounded-lg border border-border bg-white object-contain"
              />
              <button
                type="button"
                aria-label={BUILD_TEXT.unpick(item.category)}
                onClick={() => onUnpick(item)}
                className="absolute -top-1.5 -right-1.5 flex size-6 items-center justify-center rounded-full bg-foreground text-background focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
              >
                <X aria-hidden className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
