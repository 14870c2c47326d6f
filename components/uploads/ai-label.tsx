import { Badge } from "@/components/ui/badge";
import { Sparkles } from "lucide-react";

/** Says which analyzer writes the style tags when it is the local one (no AI key configured). */
export function AiLabel({ label, className }: { label: string | null; className?: string }) {
  if (!label) return null;
  return (
    <Badge variant="outline" className={className} data-testid="ai-label">
      <Sparkles aria-hidden />
      style tags by {label}
    </Badge>
  );
}
