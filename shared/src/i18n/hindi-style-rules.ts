/**
 * The Hindi style rules of docs/hindi-style.md as checks, one list for every
 * package: each package's unit test applies them to its Hindi catalogs (and
 * remote-content's to the content seed and remote.json), the end-to-end test
 * to the server-rendered Hindi pages.
 */
/** The calques and second spellings docs/hindi-style.md names, each a fault in Hindi text. */
export const FAULTS: [RegExp, string][] = [
  [
    /(?<!भगवान )महावीर(?! जयंती| स्वामी| आयुर्विज्ञान| गेस्ट हाउस)/,
    'भगवान महावीर (or महावीर स्वामी)',
  ],
  [/निर्वाण मनात/, 'निर्वाण कल्याणक'],
  [/उस स्थान को दर्शाता है/, 'वह स्थान है'],
  [/के पक्ष में तर्क देते हैं/, 'मानते हैं'],
  [/साल के सबसे व्यस्त दिन/, 'सबसे अधिक भीड़ के दिन'],
  [/चढ़ाया गया चढ़ावा/, 'अर्पित द्रव्य'],
  [/आज के लिए बंद हो चुका है/, 'आज के दर्शन का समय पूरा हो गया'],
  [/प्रचार/, 'सूचना (a notice, not an advertisement)'],
  [/बिहार शरीफ़?/, 'बिहारशरीफ'],
  [/समोसरण/, 'समवशरण'],
  [/दीवाली/, 'दीपावली'],
  [/संरक्षक|प्रबंधक/, 'व्यवस्थापक (the site’s keepers)'],
  [/खाना भीतर न ले जाएँ|भोजन नहीं/, 'भीतर कुछ न खाएँ (eating, not offering)'],
  // A 24-hour time (13:00 to 23:59) inside Hindi text: the 12-hour form with सुबह/दोपहर/शाम/रात.
  [/(?<![\d:])(1[3-9]|2[0-3]):[0-5]\d(?!\d)/, 'शाम 5:30 बजे (12-hour, with the part of the day)'],
];

/** Every string inside a value, with where it is. */
export function strings(value: unknown, at: string): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${at}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${at}.${key}`));
  return [];
}

/** The faults found in these texts, as `where: text (use …)`. */
export function faults(texts: [string, string][]): string[] {
  return texts.flatMap(([at, text]) =>
    FAULTS.filter(([pattern]) => pattern.test(text)).map(
      ([, use]) => `${at}: ${text} (use ${use})`,
    ),
  );
}
