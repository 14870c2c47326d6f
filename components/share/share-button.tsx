"use client";

import { Button } from "@/components/ui/button";
import { SHARE_TEXT } from "@/lib/messages/share";
import { Share2 } from "lucide-react";
import dynamic from "next/dynamic";
import { useRef, useState } from "react";

// The dialog (swatches, steps, share logic) loads on first use, not with the outfit screen.
const loadDialog = () => import("./share-dialog").then((module) => module.ShareDialog);
const ShareDialog = dynamic(loadDialog, { ssr: false });

/** 'share' on an outfit card: opens the three-step share dialog for that outfit. */
export function ShareButton({ outfitId, outfitName }: { outfitId: number; outfitName: string }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={trigger}
        variant="ghost"
        size="sm"
        aria-label={`${SHARE_TEXT.button} ${outfitName}`}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Share2 aria-hidden />
        {SHARE_TEXT.button}
      </Button>
      {used ? <ShareDialog outfitId={outfitId} open={open} onOpenChange={setOpen} trigger={trigger} /> : null}
    </>
  );
}
