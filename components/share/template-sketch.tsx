import type { ShareTemplate } from "@/lib/constants";
import { readableTextColor } from "@/lib/share/contrast";

const item = "rounded-[2px] bg-white/90 shadow-[0_0_0_0.5px_rgba(0,0,0,0.15)]";

/**
 * A thumbnail of a template's layout (4:5, like the image): where the items, the caption and the
 * wordmark sit, on the chosen background. Decorative: the radio's label names the template.
 */
export function TemplateSketch({ template, background }: { template: ShareTemplate; background: string }) {
  const ink = readableTextColor(background);
  const text = { backgroundColor: ink };
  return (
    <span
      aria-hidden
      className="relative block aspect-[4/5] w-full overflow-hidden rounded-md"
      style={{ backgroundColor: background }}
    >
      {template === "modern" ? (
        <span className="absolute inset-[12%] flex flex-col gap-[8%]">
          <span className="grid flex-1 grid-cols-2 gap-[8%]">
            <span className={item} />
            <span className={item} />
          </span>
          <span className="h-[9%] w-2/3 rounded-full" style={text} />
          <span className="h-[5%] w-1/3 rounded-full opacity-60" style={text} />
        </span>
      ) : template === "minimal" ? (
        <span className="absolute inset-[20%] flex flex-col items-center gap-[12%]">
          <span className="flex w-full flex-1 items-center justify-center gap-[10%]">
            <span className={`${item} block aspect-[3/4] w-[36%]`} />
            <span className={`${item} block aspect-[3/4] w-[36%]`} />
          </span>
          <span className="h-[6%] w-1/2 rounded-full opacity-80" style={text} />
        </span>
      ) : template === "bold" ? (
        <span className="absolute inset-[10%] flex flex-col gap-[6%]">
          <span className="h-[16%] w-full rounded-sm" style={text} />
          <span className="h-[16%] w-3/4 rounded-sm" style={text} />
          <span className="relative flex-1">
            <span className={`${item} absolute top-0 left-[8%] h-4/5 w-1/2 -rotate-6`} />
            <span className={`${item} absolute right-[8%] bottom-0 h-4/5 w-1/2 rotate-6`} />
          </span>
        </span>
      ) : (
        <span className="absolute inset-[9%] flex flex-col gap-[6%] rounded-[3px] bg-white p-[9%]">
          <span className="grid flex-1 grid-cols-2 gap-[8%]">
            <span className={item} />
            <span className={item} />
          </span>
          <span className="h-[8%] w-2/3 rounded-full" style={{ backgroundColor: "#1c1917" }} />
        </span>
      )}
    </span>
  );
}
