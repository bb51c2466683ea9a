/** @jest-environment node */
import { Type } from '@sinclair/typebox';
import { allowedForm } from './allowed-form';
import { Off } from './setting-schema';
import { settingsTable, tableCells } from './settings-table';

describe('settingsTable', () => {
  const schema = Type.Object({
    PORT: Type.Integer({ default: 8080, minimum: 0, maximum: 65535, description: 'Port.' }),
    ORIGINS: Type.Array(Type.String({ format: 'origin' }), {
      default: ['http://a.example', 'http://b.example'],
      description: 'Allowed | callers.',
    }),
    TOKEN: Type.Optional(Type.String({ minLength: 16, description: 'Secret.' })),
  });

  it('writes one row per setting: name, default, allowed form and meaning', () => {
    expect(tableCells(settingsTable(schema))).toEqual([
      ['Variable', 'Default', 'Allowed', 'Meaning'],
      ['`PORT`', '`8080`', 'a whole number from 0 to 65535', 'Port.'],
      [
        '`ORIGINS`',
        '`http://a.example`, `http://b.example`',
        'comma-separated, each an origin such as https://example.org (scheme, host and port, no path)',
        'Allowed \\| callers.',
      ],
      ['`TOKEN`', 'unset', 'text of at least 16 characters', 'Secret.'],
    ]);
  });

  it('refuses a setting without a description', () => {
    expect(() => settingsTable(Type.Object({ MUTE: Type.Boolean() }))).toThrow(
      'The setting MUTE has no description',
    );
  });
});

describe('tableCells', () => {
  it('reads a formatted table as the generated one: padding, divider and escapes aside', () => {
    const formatted = [
      'Text before.',
      '',
      '| Variable | Meaning          |',
      '| -------- | ---------------- |',
      '| `A`      | up to : \\_ . -   |',
      '',
      'Text after.',
    ].join('\n');
    expect(tableCells(formatted)).toEqual([
      ['Variable', 'Meaning'],
      ['`A`', 'up to : _ . -'],
    ]);
  });
});

describe('allowedForm', () => {
  it.each([
    [Type.Integer({ minimum: 1 }), 'a whole number of at least 1'],
    [Type.Number({ maximum: 2 }), 'a number of at most 2'],
    [Type.String(), 'any text'],
    [Type.String({ pattern: '^[a-z]+$' }), 'text matching ^[a-z]+$'],
    [Type.String({ pattern: '^[a-z]+$', allowed: 'lower-case letters' }), 'lower-case letters'],
    [
      Type.Union([Type.Array(Type.String(), { maxItems: 2 }), Off]),
      'comma-separated, each any text (at most 2 of them), or off',
    ],
  ])('says %j in words', (schema, words) => {
    expect(allowedForm(schema)).toBe(words);
  });
});
