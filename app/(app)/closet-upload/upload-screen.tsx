"use client";

import { ModelSelect, ModelStatus } from "@/components/closet/removal-settings";
import { FIELD_LABEL_CLASS, NativeSelect } from "@/components/ui/native-select";
import { AiLabel } from "@/components/uploads/ai-label";
import { askEveryPhotoStore, setAskEveryPhoto } from "@/components/uploads/ask-every-photo";
import { useInstalledModels } from "@/components/uploads/installed-models";
import { type DropZoneText, PhotoDropZone } from "@/components/uploads/photo-drop-zone";
import { addPhotos, applyCategoryToAll, preloadUploadQueue } from "@/components/uploads/upload-queue";
import { usePastedImage } from "@/components/uploads/use-pasted-image";
import { useUploadQueue } from "@/components/uploads/use-upload-queue";
import { BACKGROUND_REMOVAL_DEFAULTS, installedChoice, type ModelSize } from "@/lib/background-removal/config";
import { CATEGORIES, type Category } from "@/lib/constants";
import { type Ref, useId, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { RecentUploads } from "./recent-uploads";
import { SharedPhotosReview, type SharedReview } from "./shared-photos-review";

const DROP_TEXT: DropZoneText = {
  idle: "drop photos here or click to choose",
  touch: "tap to choose photos",
  active: "drop to add them",
  accept: "drop to add them to your closet",
  reject: "only photos can be added",
  dialog: "choose one or more photos...",
};

const DETECT = "detect";
export const DETECT_FOR_EACH = "detect for each photo";

/**
 * The batch category, "apply to all": each photo's own category by default, or one for every photo not
 * sent yet. A native select (issue #31): a popup library would weigh more than the rest of the screen.
 */
function ApplyToAllSelect({ value, onChange }: { value: Category | null; onChange: (next: Category | null) => void }) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className={FIELD_LABEL_CLASS}>
        category: apply to all
      </label>
      <NativeSelect
        id={id}
        aria-label="category for all photos"
        value={value ?? DETECT}
        onChange={(event) => onChange(event.target.value === DETECT ? null : (event.target.value as Category))}
      >
        <option value={DETECT}>{DETECT_FOR_EACH}</option>
        {CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {category}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** "ask me about every photo", remembered in this browser (localStorage). */
function AskEveryPhoto() {
  // The server cannot know this browser's choice: it renders unchecked, the browser reads storage.
  const on = useSyncExternalStore(askEveryPhotoStore.subscribe, askEveryPhotoStore.get, askEveryPhotoStore.getServer);
  return (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        checked={on}
        onChange={(event) => setAskEveryPhoto(event.target.checked)}
        className="size-4 accent-(--color-accent)"
      />
      ask me about every photo
    </label>
  );
}

/** The screen's heading and intro; the heading takes the focus back when shared photos are discarded. */
function UploadIntro({ aiLabel, headingRef }: { aiLabel: string | null; headingRef: Ref<HTMLHeadingElement> }) {
  return (
    <>
      <h1
        ref={headingRef}
        id="closet-upload-title"
        tabIndex={-1}
        className="font-display text-title font-normal focus:outline-none"
      >
        add to your closet
      </h1>
      <p className="mt-3 max-w-2xl text-muted-foreground">
        photograph a piece on any background: it&apos;s placed on clean white right here in your browser, then tagged
        with its style.
      </p>
      <AiLabel label={aiLabel} className="mt-4" />
    </>
  );
}

/**
 * /closet-upload (SPEC §2/§4): drop photos; each is cleaned up on white in the browser, checked,
 * uploaded and analysed by itself, with its own category (detected unless the person picks one).
 * The queue outlives this screen (components/uploads/upload-queue-runner.ts, loaded with the first photo). `aiLabel` names the
 * analyzer in use; `shared`, the photos shared to the installed app (?shared=<token>), shown for review first.
 */
export function UploadScreen({ aiLabel, shared }: { aiLabel: string | null; shared: SharedReview | null }) {
  const [category, setCategory] = useState<Category | null>(null);
  const [chosen, setModel] = useState<ModelSize>(BACKGROUND_REMOVAL_DEFAULTS.model);
  // The picker shows, and the queue asks for, a model this server has (issue #46): never a size it lacks.
  const model = installedChoice(chosen, useInstalledModels());
  const queue = useUploadQueue();
  const entries = useMemo(() => queue.entries.filter((entry) => entry.kind === "closet"), [queue.entries]);
  const recentHeading = useRef<HTMLHeadingElement>(null);
  const pageHeading = useRef<HTMLHeadingElement>(null);

  // `onRefused`: the drop zone's line for files that are no photos; pasted or shared ones get a toast.
  const add = (files: File[], onRefused?: (message: string) => void) => {
    void addPhotos("closet", files, { category, model, onRefused });
    // On a phone the new entries land below the fold: bring them into view so their progress shows.
    const heading = recentHeading.current;
    if (heading && heading.getBoundingClientRect().top > window.innerHeight - 160) {
      const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      heading.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
    }
  };
  // A photo pasted anywhere on the page (Ctrl/Cmd+V) is added like a dropped one.
  usePastedImage((file) => add([file]), true);

  return (
    <section
      id="closet"
      aria-labelledby="closet-upload-title"
      className="mx-auto w-full max-w-6xl flex-1 px-5 pt-10 pb-16 sm:px-6 md:pt-14 lg:px-8"
    >
      <UploadIntro aiLabel={aiLabel} headingRef={pageHeading} />
      {/* Photos shared from the phone's gallery join the queue the same way, once the person adds them. */}
      {shared ? (
        <SharedPhotosReview
          key={shared.token}
          shared={shared}
          onAdd={(files) => add(files)}
          // Added: to the queue where they now are; discarded: back to the top of the screen.
          onClosed={(added) => (added ? recentHeading.current : pageHeading.current)?.focus()}
        />
      ) : null}

      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,18rem)_minmax(0,1fr)] lg:items-start lg:gap-8">
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-1">
          <ApplyToAllSelect
            value={category}
            onChange={(next) => {
              setCategory(next);
              applyCategoryToAll(next);
            }}
          />
          <ModelSelect value={model} onChange={setModel} />
          <AskEveryPhoto />
        </div>
        <div className="flex flex-col gap-4">
          <PhotoDropZone
            onFiles={add}
            multiple
            onIntent={preloadUploadQueue}
            text={DROP_TEXT}
            label="choose photos"
            inputLabel="clothing photos"
            hint={
              category
                ? `they'll be added as ${category}. several at once is fine.`
                : "each photo's category is detected; change it on its card. several at once is fine."
            }
            testId="closet-drop-zone"
          />
          <ModelStatus state={queue.model} />
        </div>
      </div>

      <RecentUploads entries={entries} headingRef={recentHeading} />
    </section>
  );
}
