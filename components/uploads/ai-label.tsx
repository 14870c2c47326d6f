import { Badge } from "@/components/ui/badge";
import { Sparkles } from "lucide-react";

/** Says which analyzer writes the style tags: the local one, or the AI provider and its model. */
export function AiLabel({ label, className }: { label: string | null; className?: string }) {
  if (!label) return null;
  return (
    <Badge variant="outline" className={className} data-testid="ai-label">
      <Sparkles aria-hidden />
      style tags by {label}
    </Badge>
  );
}
