import { useCallback, useEffect, useState } from 'react';
import { type DeviceGroups, groupDevices } from './media-devices.ts';

export const noDevices: DeviceGroups = { cameras: [], microphones: [], speakers: [] };

/**
 * The cameras, microphones and speakers the browser lists, kept up to date as devices come and go. Names and ids
 * are listed only once a device is allowed, so a caller refreshes the list after the browser gives one.
 */
export function useDeviceList(isUnsupported = false): { devices: DeviceGroups; refresh: () => Promise<void> } {
  const [devices, setDevices] = useState<DeviceGroups>(noDevices);
  const refresh = useCallback(async () => {
    const listed = await navigator.mediaDevices.enumerateDevices().catch(() => []);
    setDevices(groupDevices(listed));
  }, []);
  useEffect(() => {
    if (isUnsupported) return;
    const { mediaDevices } = navigator;
    const onChange = () => void refresh();
    mediaDevices.addEventListener?.('devicechange', onChange);
    return () => mediaDevices.removeEventListener?.('devicechange', onChange);
  }, [isUnsupported, refresh]);
  return { devices, refresh };
}
