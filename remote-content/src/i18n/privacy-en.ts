/** English text of the privacy page: what a visit records, why, for how long, and how to opt out. */
export const privacyEn = {
  sections: [
    {
      heading: 'What is recorded',
      body: 'Each time you open a page, the site records one visit: the page, the page you came from (or “Direct”), your browser, operating system and kind of device, your screen size, your browser’s language, the country and city your connection appears to come from, the time, and a random session id that lasts only until you close the tab. Of your IP address only the network part is kept, for example 203.0.113.0 instead of 203.0.113.77 (the first 48 bits of an IPv6 address), never the full address. There are no cookies and no advertising trackers, and the site never asks for your name, e-mail address or phone number.',
    },
    {
      heading: 'Why it is recorded',
      body: 'To count visitors and learn which pages pilgrims and travellers use, so that the people who run this site can improve the guide and prepare for busy festival days. Visits are never sold, never used for advertising and never combined with other data to find out who you are. Only the people who run the site can see individual visits.',
    },
    {
      heading: 'Country and city',
      body: 'To learn where visitors come from, the site’s own server looks up the country and city of your IP address in a copy of a public IP-location database that it keeps itself (IP Geolocation by DB-IP, db-ip.com). Your address is not sent to anyone else for this. An address of a private network gives no location. Only the country and city are kept with your visit, and only the network part of the address, as described above.',
    },
    {
      heading: 'How long it is kept',
      body: 'Individual visits are deleted after 13 months, so that this year’s festival season can still be compared with last year’s. Daily totals (how many visits each page, country and kind of device had) are kept longer, with no detail about any one visitor. The server’s logs never contain your IP address.',
    },
    {
      heading: 'Do Not Track and Global Privacy Control',
      body: 'If your browser sends Do Not Track or Global Privacy Control, your visit is not recorded at all, and no location is looked up for it. Most browsers offer one of these in their privacy settings; Firefox, Brave and DuckDuckGo can send Global Privacy Control.',
    },
    {
      heading: 'The people who run the site',
      body: 'Keepers sign in to the keeper pages with an email address and a password. To slow down anyone guessing a password, the server counts failed sign-ins for a day, and remembers for 30 days the networks a keeper has signed in from (only a scrambled digest of the e-mail address with the network part of the address, for example 203.0.113.0), so that a keeper is not locked out at home. An audit log records what keepers do, with the network part of their address.',
    },
    {
      heading: 'Your rights',
      body: 'Under India’s Digital Personal Data Protection Act, 2023 (and the GDPR for visitors from the European Union) you may ask what is kept about you and ask for it to be erased. The people who run the site can erase every visit of one browsing session. Your session id is kept by your browser under the name “visitorSessionId” in this site’s session storage; closing the tab ends the session, and a new tab starts a new one.',
    },
  ],
};
