import type { BuyCheckView } from "@/lib/buy-checks/contract";
import { BUY_SCREEN_TEXT } from "@/lib/messages/buy-screen";
import { formatMoney } from "@/lib/wears/format";

/** What a check is called on screen: the product's name, else its brand, else "a piece you checked". */
export function productName(check: BuyCheckView): string {
  return check.product.name ?? check.product.brand ?? BUY_SCREEN_TEXT.result.unnamed;
}

/**
 * An amount in the app's money format (lib/wears/format.ts). Without a currency, the figure alone:
 * the screen does not guess one (the server names the owner's default when it knows it).
 */
export function moneyText(amount: number, currency: string | null): string {
  return currency
    ? formatMoney(amount, currency)
    : amount.toLocaleString("en", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** The product's price as the shop or the person gave it; null when none was. */
export function priceText(check: BuyCheckView): string | null {
  const { price, currency } = check.product;
  return price === null ? null : moneyText(price, currency);
}
