import Bowser from 'bowser';
import type { DeviceType } from '../types';

export interface DeviceInfo {
  browser: string;
  operatingSystem: string;
  deviceType: DeviceType;
}

function deviceTypeOf(platformType: string | undefined): DeviceType {
  if (platformType === 'mobile') return 'mobile';
  if (platformType === 'tablet') return 'tablet';
  // desktop, tv, bot and unknown platforms count as desktop.
  return 'desktop';
}

/** Browser, OS and device class from a user-agent string, by bowser (MIT). */
export function detectDevice(userAgent: string): DeviceInfo {
  // bowser throws on an empty string; a blank user agent still records a visit.
  if (!userAgent.trim()) {
    return { browser: 'Unknown', operatingSystem: 'Unknown', deviceType: 'desktop' };
  }
  const parsed = Bowser.parse(userAgent);
  return {
    browser: parsed.browser.name || 'Unknown',
    operatingSystem: parsed.os.name || 'Unknown',
    deviceType: deviceTypeOf(parsed.platform.type),
  };
}
