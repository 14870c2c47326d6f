import { mergeClasses } from "@/lib/ui/class-merge";
import { type ClassValue, clsx } from "clsx";

/** Joins class names and lets a later Tailwind class override an earlier conflicting one. */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
