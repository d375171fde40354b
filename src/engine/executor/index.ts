export { render } from './executor';
export type { PartialLookup, RenderResult, RenderSettings } from './executor';
