import Bowser from 'bowser';
import type { DeviceType } from '@pawapuri/shared/contract/types';

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

/**
 * Browser, OS and device class from a user-agent string, by bowser (MIT).
 * The API names them from the request's own User-Agent, so no page carries
 * a user-agent parser to every visitor's phone.
 */
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

/**
 * A visit's browser, system and device: the body's when it names all three
 * (pages served before the API named them), else the request's User-Agent's.
 */
export function deviceOfVisit(
  body: Partial<DeviceInfo>,
  userAgent: string | undefined,
): DeviceInfo {
  const { browser, operatingSystem, deviceType } = body;
  if (browser !== undefined && operatingSystem !== undefined && deviceType !== undefined)
    return { browser, operatingSystem, deviceType };
  return detectDevice(userAgent ?? '');
}
