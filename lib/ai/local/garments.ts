/**
 * What a stylist would reach for, per style and category: the local analyzer's missing pieces name
 * these so a suggestion reads "a camel wool coat" rather than "a camel outerwear".
 */
type GarmentCategory = "tops" | "bottoms" | "outerwear" | "shoes" | "accessories" | "dresses";

const GARMENTS: Record<string, Record<GarmentCategory, string>> = {
  minimalist: {
    tops: "crew-neck tee",
    bottoms: "straight-leg trousers",
    outerwear: "clean-lined overcoat",
    shoes: "leather sneakers",
    accessories: "structured tote",
    dresses: "slip dress",
  },
  streetwear: {
    tops: "oversized hoodie",
    bottoms: "cargo pants",
    outerwear: "bomber jacket",
    shoes: "chunky sneakers",
    accessories: "baseball cap",
    dresses: "t-shirt dress",
  },
  "old-money": {
    tops: "cashmere crew-neck",
    bottoms: "pleated wool trousers",
    outerwear: "wool overcoat",
    shoes: "leather loafers",
    accessories: "silk scarf",
    dresses: "shirt dress",
  },
  boho: {
    tops: "peasant blouse",
    bottoms: "flowing maxi skirt",
    outerwear: "suede fringe jacket",
    shoes: "ankle boots",
    accessories: "woven bag",
    dresses: "tiered maxi dress",
  },
  preppy: {
    tops: "oxford shirt",
    bottoms: "chinos",
    outerwear: "blazer",
    shoes: "boat shoes",
    accessories: "leather belt",
    dresses: "polo dress",
  },
  edgy: {
    tops: "band tee",
    bottoms: "skinny jeans",
    outerwear: "leather biker jacket",
    shoes: "combat boots",
    accessories: "chain belt",
    dresses: "leather mini dress",
  },
  romantic: {
    tops: "ruffled blouse",
    bottoms: "pleated midi skirt",
    outerwear: "cropped cardigan",
    shoes: "ballet flats",
    accessories: "pearl hair clip",
    dresses: "floral midi dress",
  },
  chill: {
    tops: "relaxed knit sweater",
    bottoms: "wide-leg jeans",
    outerwear: "oversized cardigan",
    shoes: "canvas sneakers",
    accessories: "canvas tote",
    dresses: "jersey midi dress",
  },
  classic: {
    tops: "button-down shirt",
    bottoms: "tailored trousers",
    outerwear: "trench coat",
    shoes: "leather loafers",
    accessories: "leather belt",
    dresses: "wrap dress",
  },
  sporty: {
    tops: "zip-up track top",
    bottoms: "joggers",
    outerwear: "windbreaker",
    shoes: "running sneakers",
    accessories: "sports cap",
    dresses: "tennis dress",
  },
};

const WHERE_TO_BUY: Record<string, string> = {
  minimalist: "Minimal basics shops and quality high-street labels carry clean versions of this.",
  streetwear: "Sneaker and skate shops, or resale apps for past-season drops.",
  "old-money": "Heritage labels, or second-hand shops for wool and cashmere at a fraction of the price.",
  boho: "Vintage and second-hand shops are full of these; independent makers too.",
  preppy: "Classic American-style outfitters and outlet stores.",
  edgy: "Vintage shops and alternative boutiques.",
  romantic: "Independent boutiques and vintage shops for the softer fabrics.",
  chill: "Any high-street shop carries relaxed basics like this; check second-hand first.",
  classic: "High-street stores carry this every season; second-hand is worth a look for better fabrics.",
  sporty: "Sportswear brands and their outlet stores.",
};

export function garmentFor(style: string, category: string): string {
  const table = GARMENTS[style] ?? GARMENTS.classic!;
  return table[category as GarmentCategory] ?? table.accessories;
}

export const whereToBuyFor = (style: string) => WHERE_TO_BUY[style] ?? WHERE_TO_BUY.classic!;
