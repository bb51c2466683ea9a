/** The editor's tools, in toolbar order; the first is active when an image opens. */
export const TOOLS = [
  'crop',
  'resize',
  'rotate',
  'flip',
  'brightness',
  'contrast',
  'blur',
  'filters',
] as const;
export type Tool = (typeof TOOLS)[number];

export type Adjustment = 'brightness' | 'contrast' | 'blur';

/** Slider ranges. Brightness and contrast in percent (100 = unchanged), blur in pixels. */
export const ADJUSTMENTS: Record<
  Adjustment,
  { min: number; max: number; step: number; unit: 'percent' | 'pixels' }
> = {
  brightness: { min: 0, max: 200, step: 1, unit: 'percent' },
  contrast: { min: 0, max: 200, step: 1, unit: 'percent' },
  blur: { min: 0, max: 20, step: 0.5, unit: 'pixels' },
};

export const isAdjustment = (tool: Tool): tool is Adjustment => tool in ADJUSTMENTS;
