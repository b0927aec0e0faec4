import { Icon as ToolIcon } from '../icons.tsx';

export const ZoomOutIcon = () => (
  <ToolIcon>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-4-4M8 11h6" />
  </ToolIcon>
);
export const ZoomInIcon = () => (
  <ToolIcon>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-4-4M8 11h6M11 8v6" />
  </ToolIcon>
);
export const FitWidthIcon = () => (
  <ToolIcon>
    <path d="M3 4v16M21 4v16M7 12h10M10 9l-3 3 3 3M14 9l3 3-3 3" />
  </ToolIcon>
);
export const RotateIcon = () => (
  <ToolIcon>
    <path d="M20 11a8 8 0 1 0-2.3 5.7" />
    <path d="M20 4v7h-7" />
  </ToolIcon>
);
export const PrintIcon = () => (
  <ToolIcon>
    <path d="M6 9V3h12v6M6 18H4a1 1 0 0 1-1-1v-6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v6a1 1 0 0 1-1 1h-2" />
    <rect x="6" y="14" width="12" height="7" />
  </ToolIcon>
);
export const FullScreenIcon = () => (
  <ToolIcon>
    <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
  </ToolIcon>
);
export const ExitFullScreenIcon = () => (
  <ToolIcon>
    <path d="M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5" />
  </ToolIcon>
);
