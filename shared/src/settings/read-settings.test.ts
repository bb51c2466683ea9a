/** @jest-environment node */
import { Type } from '@sinclair/typebox';
import { readSettings } from './read-settings';
import { SettingError } from './setting-error';
import { Off, OneOfWords } from './setting-schema';

const SCHEMA = Type.Object({
  COUNT: Type.Integer({ default: 3, minimum: 1, maximum: 9, description: 'How many.' }),
  MODE: OneOfWords(['FAST', 'SAFE'], { default: 'SAFE', description: 'How.' }),
  ENABLED: Type.Boolean({ default: true, description: 'Whether.' }),
  ORIGINS: Type.Array(Type.String({ format: 'origin' }), {
    default: ['http://localhost:3000'],
    description: 'Who.',
  }),
  DAYS: Type.Union([Type.Integer({ minimum: 31 }), Off], { default: 40, description: 'Keep.' }),
  ZONE: Type.Optional(Type.String({ format: 'time-zone', description: 'Where.' })),
});

function refusal(env: Record<string, string>): SettingError {
  try {
    readSettings(SCHEMA, env);
  } catch (error) {
    if (error instanceof SettingError) return error;
    throw error;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
}

describe('readSettings', () => {
  it('fills every default, leaves an optional setting unset and ignores undeclared variables', () => {
    expect(readSettings(SCHEMA, { OTHER: 'x' })).toEqual({
      COUNT: 3,
      MODE: 'SAFE',
      ENABLED: true,
      ORIGINS: ['http://localhost:3000'],
      DAYS: 40,
    });
  });

  it('takes blank values as unset and trims the rest', () => {
    expect(readSettings(SCHEMA, { COUNT: ' ', MODE: '', ZONE: ' Asia/Kolkata ' })).toMatchObject({
      COUNT: 3,
      MODE: 'SAFE',
      ZONE: 'Asia/Kolkata',
    });
  });

  it('reads numbers, words in any case, switch words and comma lists', () => {
    expect(
      readSettings(SCHEMA, {
        COUNT: '7',
        MODE: 'fast',
        ENABLED: 'no',
        ORIGINS: 'https://a.example, ,https://b.example',
        DAYS: 'OFF',
      }),
    ).toEqual({
      COUNT: 7,
      MODE: 'FAST',
      ENABLED: false,
      ORIGINS: ['https://a.example', 'https://b.example'],
      DAYS: 'off',
    });
    for (const word of ['1', 'true', 'YES', 'on']) {
      expect(readSettings(SCHEMA, { ENABLED: word, DAYS: '31' })).toMatchObject({
        ENABLED: true,
        DAYS: 31,
      });
    }
  });

  it.each([
    ['COUNT', 'many', '"many" is not a whole number from 1 to 9'],
    ['COUNT', '10', '"10" is not a whole number from 1 to 9'],
    ['COUNT', '2.5', '"2.5" is not a whole number from 1 to 9'],
    ['MODE', 'turbo', '"turbo" is not one of FAST, SAFE'],
    ['ENABLED', 'maybe', '"maybe" is not true or false'],
    ['DAYS', '30', '"30" is not a whole number of at least 31, or off'],
    ['ZONE', 'Mars/Olympus', '"Mars/Olympus" is not an IANA time zone'],
    ['ORIGINS', 'https://a.example,https://b.example/x', '"https://b.example/x" is not an origin'],
  ])('refuses %s=%p, naming the setting and what it accepts', (name, value, why) => {
    const error = refusal({ [name]: value });
    expect(error.variable).toBe(name);
    expect(error.message).toContain(`Invalid setting ${name}: ${why}`);
  });
});

test('a required setting left unset is refused by name', () => {
  const schema = Type.Object({ FOLDER: Type.String({ description: 'Where.' }) });
  expect(() => readSettings(schema, {})).toThrow(
    new SettingError('FOLDER', 'it is unset and has no default'),
  );
});
