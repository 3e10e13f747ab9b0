import { bannerApplies } from '../../engine/domain/banners.ts';
import type { BannerWindow } from '../../engine/domain/banners.ts';
import type { ResolvedBrand } from '../../engine/config/types.ts';

/** A date no banner window reaches: a banner ending then never shows. */
const LONG_AGO = '1970-01-01T00:00:00Z';

/**
 * The brand as the store would show its banners at `at` (issue 16: "banners scheduled by date can
 * be previewed at a chosen date and time"): the engine reads its own clock, so each banner's
 * window is rewritten to say what it says at `at`, by the engine's rule (domain/banners.ts),
 * open when it applies then, closed when it does not. Sites and thresholds are left to the engine.
 */
export function bannersAt(brand: ResolvedBrand, at: number): ResolvedBrand {
  const content = brand.content.banners as unknown as { banners: readonly BannerWindow[] };
  const banners = content.banners.map((banner) => {
    const {
      startDate: _start,
      endDate: _end,
      ...rest
    } = banner as BannerWindow & Record<string, unknown>;
    const dated = bannerApplies(
      { startDate: banner.startDate, endDate: banner.endDate },
      '',
      at,
      0,
    );
    return dated ? rest : { ...rest, endDate: LONG_AGO };
  });
  return {
    ...brand,
    content: { ...brand.content, banners: { ...content, banners } as never },
  };
}
