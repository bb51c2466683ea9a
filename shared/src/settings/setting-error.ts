/** A setting whose value cannot be used: the message names it and says what it must be. */
export class SettingError extends Error {
  override readonly name = 'SettingError';
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`Invalid setting ${variable}: ${message}`);
  }
}
