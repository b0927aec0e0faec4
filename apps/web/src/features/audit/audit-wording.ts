/** 'details_updated' reads as 'Details updated': the name of an action no area names. */
export function actionLabel(action: string): string {
  const words = action.replace(/[_.-]+/gu, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
