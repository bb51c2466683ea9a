export { allowedForm } from './allowed-form';
export { readSettings, type Env } from './read-settings';
export { SettingError } from './setting-error';
export { SETTING_FORMATS, type SettingFormatName } from './setting-formats';
export { Off, OneOfWords, type SettingSchema, type SettingsObjectSchema } from './setting-schema';
export { settingsTable, tableCells } from './settings-table';
