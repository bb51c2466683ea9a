/** English text of the accessibility statement and its barrier form. */
export const accessibilityEn = {
  sections: [
    {
      heading: 'The standard this site aims at',
      body: 'This website aims to meet the Indian Standard IS 17802 (Accessibility for ICT products and services), which the Rights of Persons with Disabilities Rules ask of public sites and which follows the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA. It should be usable with a keyboard alone, with a screen reader, with text made larger and on a small screen, in English and in Hindi.',
    },
    {
      heading: 'How far it meets it',
      body: 'The site partly meets the standard. Every page, the keepers’ pages included, is checked automatically for accessibility faults, in both languages, at a phone’s width and at a computer’s; the home page’s moving pictures can be paused with their own button, and they stay still where your device asks for less motion.',
    },
    {
      heading: 'What is known not to meet it',
      body: 'Pages are checked at a width of 320 pixels and with text made twice as large on one page of each kind, not yet on every page. The donation QR code is an image; the UPI id is also given as text to copy. The keepers’ pages are in English only, and not all have been tried with a screen reader. We are working on these.',
    },
    {
      heading: 'How this was checked',
      body: 'By the site’s own automatic checks on every build, and by trying the pages with a keyboard and with text enlarged. This statement was written in November 2026.',
    },
  ],
  form: {
    heading: 'Tell us about a barrier',
    lead: 'If something on this site stops you or makes it hard to use, tell us here. The keepers read every report. Give an e-mail address or phone number only if you would like an answer.',
    page: 'Page where you met it',
    description: 'What stood in your way',
    contact: 'E-mail address or phone number (optional)',
    send: 'Send the report',
    sending: 'Sending…',
    sent: 'Thank you: your report has reached the keepers.',
    empty: 'Please say what stood in your way.',
    failed: 'The report could not be sent just now. Please try again in a minute.',
    privacy: 'The privacy notice says how long a report is kept.',
  },
};
