import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/**
 * Pages load on first visit, so the first download holds only the shell; the form libraries
 * (zod, react-hook-form) come with the pages that have forms.
 */
export const page = (load: () => Promise<{ Component: ComponentType }>): Pick<RouteObject, 'lazy'> => ({ lazy: load });
