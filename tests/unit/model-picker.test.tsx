import { ModelSelect } from "@/components/closet/removal-settings";
import { InstalledModelsProvider } from "@/components/uploads/installed-models";
import { installedChoice, type ModelSize, resolveModel } from "@/lib/background-removal/config";
import { MODEL_PICKER_TEXT } from "@/lib/messages/uploads";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

/** Issue #46 item 7: the /closet-upload model picker offers only the models this server has. */

const picker = (sizes: readonly ModelSize[] | null, value: ModelSize = "medium") => {
  const select = <ModelSelect value={value} onChange={() => {}} />;
  return renderToStaticMarkup(
    sizes ? <InstalledModelsProvider sizes={sizes}>{select}</InstalledModelsProvider> : select,
  );
};

/** The `<option>` of one size, as rendered. */
const optionOf = (html: string, size: ModelSize) =>
  html.match(new RegExp(`<option value="${size}"[^>]*>[^<]*</option>`))?.[0];

describe("installedChoice", () => {
  it("keeps a choice the server has", () => {
    expect(installedChoice("large", ["small", "medium", "large"])).toBe("large");
    expect(installedChoice("small", ["small", "medium"])).toBe("small");
    expect(installedChoice("medium", ["small", "medium"])).toBe("medium");
  });

  it("turns a missing size into the largest installed one not above it (large → medium on this install)", () => {
    expect(installedChoice("large", ["small", "medium"])).toBe("medium");
    expect(installedChoice("large", ["small"])).toBe("small");
    expect(installedChoice("medium", ["small", "large"])).toBe("small");
  });

  it("goes up only when nothing smaller is installed", () => {
    expect(installedChoice("small", ["medium", "large"])).toBe("medium");
    expect(installedChoice("medium", ["large"])).toBe("large");
  });

  it("keeps the choice when no model is known (nothing to fall back to)", () => {
    expect(installedChoice("large", [])).toBe("large");
  });

  it("agrees with what the worker runs (resolveModel)", () => {
    const keys = { small: "/models/isnet_quint8", medium: "/models/isnet_fp16", large: "/models/isnet" } as const;
    const subsets: ModelSize[][] = [
      ["small"],
      ["medium"],
      ["large"],
      ["small", "medium"],
      ["small", "large"],
      ["medium", "large"],
    ];
    for (const installed of [...subsets, ["small", "medium", "large"] as ModelSize[]]) {
      for (const requested of ["small", "medium", "large"] as const) {
        const used = resolveModel(
          requested,
          installed.map((size) => keys[size]),
        ).used;
        expect(installedChoice(requested, installed), `${requested} among ${installed.join(",")}`).toBe(used);
      }
    }
  });
});

describe("the model picker", () => {
  it("shows the large model disabled, with its reason, when the server lacks it (this install)", () => {
    const html = picker(["small", "medium"]);
    expect(optionOf(html, "large")).toBe(
      `<option value="large" disabled="">${MODEL_PICKER_TEXT.notInstalled("large")}</option>`,
    );
    expect(MODEL_PICKER_TEXT.notInstalled("large")).toBe("large · not installed on this server");
    expect(html).not.toContain(MODEL_PICKER_TEXT.sizes.large);
    // The others stay choosable, medium selected, and the picker itself is not disabled.
    expect(optionOf(html, "small")).toBe(`<option value="small">${MODEL_PICKER_TEXT.sizes.small}</option>`);
    expect(optionOf(html, "medium")).toBe(
      `<option value="medium" selected="">${MODEL_PICKER_TEXT.sizes.medium}</option>`,
    );
    expect(html).not.toMatch(/<select[^>]* disabled=""/);
    expect(html).toContain(`aria-label="${MODEL_PICKER_TEXT.ariaLabel}"`);
  });

  it("offers the large model by its usual name when the server has it", () => {
    const html = picker(["small", "medium", "large"], "large");
    expect(optionOf(html, "large")).toBe(`<option value="large" selected="">${MODEL_PICKER_TEXT.sizes.large}</option>`);
    expect(html).not.toContain("not installed");
  });

  it("offers nothing when the page did not say which models exist", () => {
    const html = picker(null);
    expect(html).toMatch(/<select[^>]* disabled=""/);
    for (const size of ["small", "medium", "large"] as const)
      expect(optionOf(html, size)).toContain(MODEL_PICKER_TEXT.notInstalled(size));
  });
});
