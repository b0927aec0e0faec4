import { type ActivityArea, activityAreaFlags, activityAreas, type PublicPractice } from '@advice/domain';
import { isFeatureEnabled } from '../practice/practice.api.ts';

/** The areas the practice has on, in the domain's order: what a filter or a feature choice offers. */
export function activityAreasOf(practice: Pick<PublicPractice, 'features'>): ActivityArea[] {
  return activityAreas.filter((area) => {
    const flags = activityAreaFlags[area];
    return !flags || flags.some((flag) => isFeatureEnabled(practice, flag));
  });
}

/** The catalogue key naming an area. */
export const areaLabelKey = (area: ActivityArea) => `activity.area.${area}` as const;

/** Whether a value from the address bar names an area. */
export function isActivityArea(value: string | null): value is ActivityArea {
  return value !== null && (activityAreas as readonly string[]).includes(value);
}
