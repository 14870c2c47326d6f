"use client";

import { CategorySelect } from "@/components/closet/category-select";

import { ModelSelect, ModelStatus } from "@/components/closet/removal-settings";
import { useClosetUploads } from "@/components/closet/use-closet-uploads";
import { useSharedPhotos } from "@/components/closet/use-shared-photos";
import { toast } from "@/components/ui/use-toast";
import { AiLabel } from "@/components/uploads/ai-label";
import { PhotoDropZone, type DropZoneText } from "@/components/uploads/photo-drop-zone";
import { usePastedImage } from "@/components/uploads/use-pasted-image";
import { BACKGROUND_REMOVAL_DEFAULTS, type ModelSize } from "@/lib/background-removal/config";
import { DEFAULT_UPLOAD_CATEGORY, type Category } from "@/lib/constants";
import { TOAST } from "@/lib/messages";
import { useRef, useState } from "react";
import { RecentUploads } from "./recent-uploads";

const DROP_TEXT: DropZoneText = {
  idle: "drop photos here or click to choose",
  touch: "tap to choose photos",
  active: "drop to add them",
  accept: "drop to add them to your closet",
  reject: "only photos can be added",
  dialog: "choose one or more photos...",
};

/**
 * /closet-upload (SPEC §2/§4): choose a category, drop photos; each is cleaned up on white in the
 * browser, uploaded and analysed by itself. `aiLabel` names the analyzer in use.
 */
export function UploadScreen({ aiLabel }: { aiLabel: string | null }) {
  const [category, setCategory] = useState<Category>(DEFAULT_UPLOAD_CATEGORY);
  const [model, setModel] = useState<ModelSize>(BACKGROUND_REMOVAL_DEFAULTS.model);
  const { entries, modelState, addFiles, retry, remove, settleSuggestion } = useClosetUploads(model);
  const recentHeading = useRef<HTMLHeadingElement>(null);

  const add = (files: File[]) => {
    addFiles(files, category);
    // On a phone the new entries land below the fold: bring them into view so their progress shows.
    const heading = recentHeading.current;
    if (heading && heading.getBoundingClientRect().top > window.innerHeight - 160) {
      const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      heading.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
    }
  };
  // A photo pasted anywhere on the page (Ctrl/Cmd+V) is added like a dropped one.
  usePastedImage((file) => add([file]), true);
  // Photos shared from the phone's gallery to the installed app (?shared=<token>) join the queue the same way.
  useSharedPhotos(add);

  return (
    <section
      id="closet"
      aria-labelledby="closet-upload-title"
      className="mx-auto w-full max-w-6xl flex-1 px-5 pt-10 pb-16 sm:px-6 md:pt-14 lg:px-8"
    >
      <h1 id="closet-upload-title" className="font-display text-title font-normal">
        add to your closet
      </h1>
      <p className="mt-3 max-w-2xl text-muted-foreground">
        photograph a piece on any background: it&apos;s placed on clean white right here in your browser, then tagged
        with its style.
      </p>
      <AiLabel label={aiLabel} className="mt-4" />

      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,18rem)_minmax(0,1fr)] lg:items-start lg:gap-8">
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-1">
          <CategorySelect value={category} onChange={setCategory} />
          <ModelSelect value={model} onChange={setModel} />
        </div>
        <div className="flex flex-col gap-4">
          <PhotoDropZone
            onFiles={add}
            onReject={(message) => toast({ ...TOAST.uploadFailure, description: message, variant: "destructive" })}
            multiple
            text={DROP_TEXT}
            label="choose photos"
            inputLabel="clothing photos"
            hint={`they'll be added as ${category}. several at once is fine.`}
            testId="closet-drop-zone"
          />
          <ModelStatus state={modelState} />
        </div>
      </div>

      <RecentUploads
        entries={entries}
        headingRef={recentHeading}
        onRetry={retry}
        onRemove={remove}
        onSuggestion={settleSuggestion}
      />
    </section>
  );
}
