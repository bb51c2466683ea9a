/**
 * What a saved copy says about when it was saved, in both languages: the
 * shell's catalogs take the banner's sentence from here, and the service
 * worker the offline page's lines (it has no catalogs). `{{date}}` and
 * `{{time}}` are filled by savedTimeParts().
 */
export const SAVED_COPY_TEXT = {
  en: {
    banner: 'This copy was saved on {{date}} at {{time}}, India time.',
    listed: 'saved {{date}}, {{time}} India time',
    notSaved: 'not saved on this device yet',
  },
  hi: {
    banner: 'यह प्रति {{date}} को {{time}} बजे (भारतीय समय) सहेजी गई थी।',
    listed: 'सहेजा गया: {{date}}, {{time}} बजे (भारतीय समय)',
    notSaved: 'इस डिवाइस पर अभी सहेजा नहीं गया',
  },
};

export type SavedCopyLanguage = keyof typeof SAVED_COPY_TEXT;
