import type { NoticeItem } from '@pawapuri/shared/contract/types';

/** One item of personal data the site holds: what, why, for how long, and who sees it. */
export interface NoticeItemText {
  heading: string;
  what: string;
  why: string;
  howLong: string;
  whoSees: string;
}

/**
 * English text of the privacy notice: who holds what personal data, why, for
 * how long and who sees it; consent and how to withdraw it; the rights and
 * how to use them; the grievance contact and the Data Protection Board.
 */
export const privacyEn = {
  sections: [
    {
      heading: 'Who holds your data',
      body: 'This website is run by its keepers: the editors and owners who write the guide and look after the site. They decide what it records and why, and they are the data fiduciary under India’s Digital Personal Data Protection Act, 2023. Everything described here is kept on the site’s own servers; nothing is sold, used for advertising or shared with anyone else, and backups are encrypted.',
    },
  ],
  held: {
    heading: 'The personal data the site holds',
    lead: 'Each item below is something the site or its server keeps that is about a person: a visitor, or a keeper.',
    what: 'What',
    why: 'Why',
    howLong: 'How long',
    whoSees: 'Who sees it',
  },
  items: {
    visits: {
      heading: 'Your visits',
      what: 'Each time you open a page, one visit: the page, the page you came from (or “Direct”) and any campaign named in the link, your browser, operating system and kind of device, your screen size, your browser’s language, the country and city your connection appears to come from, the time, and a random session id. Of your IP address only the network part is kept, for example 203.0.113.0 instead of 203.0.113.77 (the first 48 bits of an IPv6 address), never the full address. There are no cookies and no advertising trackers, and the site never asks a visitor for a name, e-mail address or phone number.',
      why: 'To count visitors and learn which pages pilgrims and travellers use, so the guide can be improved and busy festival days prepared for. Visits are never combined with other data to find out who you are.',
      howLong:
        'Individual visits are deleted after 13 months, so that this year’s festival season can be compared with last year’s.',
      whoSees:
        'Owners and analysts among the keepers, who can search and export visits. Nobody else.',
    },
    events: {
      heading: 'What you do on a page',
      what: 'A few actions on a page that the keepers have chosen to count: the action’s name, the page, the time and your visit’s session id.',
      why: 'To learn which parts of a page help visitors.',
      howLong: 'Deleted with the visits, after 13 months.',
      whoSees: 'Owners and analysts among the keepers.',
    },
    visitTotals: {
      heading: 'Daily totals',
      what: 'How many visits each page, country and kind of device had each day and hour, and for the last month the session ids seen each day (so that a visitor who comes back is counted once).',
      why: 'To show trends without keeping any one visit.',
      howLong:
        'The session ids go after about a month, or with the visits when they are erased; the totals, which say nothing about any one visitor, are kept.',
      whoSees: 'The keepers, on the dashboard, and anyone a keeper shares a dashboard link with.',
    },
    keeperAccount: {
      heading: 'Keepers’ accounts',
      what: 'A keeper’s e-mail address, display name, role, when the account was made or switched off, and a scrambled digest of the password (never the password itself).',
      why: 'So that only the keepers can sign in and each does only what their role allows.',
      howLong:
        'As long as the person is a keeper. A keeper who leaves can ask for the account to be erased (see Your rights).',
      whoSees: 'The keeper, and the owners.',
    },
    keeperSessions: {
      heading: 'Keepers’ sign-ins',
      what: 'For each sign-in: when it began, when it was last used and when it ends, with a digest of its secret; and the one-time links that let a keeper set a password.',
      why: 'To keep a keeper signed in, and to end a sign-in when asked.',
      howLong:
        'A sign-in ends after 12 hours unused or 30 days at most; a set-password link works for 24 hours, once.',
      whoSees: 'The keeper (on the keeper pages), and nobody else.',
    },
    signInProtection: {
      heading: 'Failed sign-ins and known networks',
      what: 'Failed sign-ins are counted; the networks a keeper has signed in from are remembered, as a scrambled digest of the e-mail address with the network part of the address (for example 203.0.113.0).',
      why: 'To slow down anyone guessing a password, without locking a keeper out at home.',
      howLong: 'Failed sign-ins for a day; known networks for 30 days.',
      whoSees: 'Nobody: the server alone uses them.',
    },
    apiKeys: {
      heading: 'API keys',
      what: 'The name an owner gives a key, its role, who made it, when it was made, last used and revoked, and a digest of its secret.',
      why: 'So that scripts can read the statistics without a person’s password.',
      howLong: 'Until the key is deleted.',
      whoSees: 'The owners.',
    },
    auditLog: {
      heading: 'The audit log',
      what: 'What each keeper did and when (signing in, changing content or the donation details, searching or exporting visits, erasing), with their e-mail address and the network part of their address.',
      why: 'The law asks that the processing of personal data be logged, so that misuse or a breach can be found and reported.',
      howLong: 'One year at least, and never less than the visits are kept.',
      whoSees: 'The owners; each keeper can download the entries about themselves.',
    },
    keeperWork: {
      heading: 'Who changed what',
      what: 'The e-mail address of the keeper who saved or published each version of the content, changed the donation details, named an action, set a goal, wrote a note on the dashboard or made a share link.',
      why: 'So that every change can be traced and undone.',
      howLong: 'As long as the content or setting it belongs to.',
      whoSees: 'The keepers.',
    },
    donationPayee: {
      heading: 'Donation details',
      what: 'The name and UPI id of whoever receives donations, as the donate page shows them, and their earlier versions.',
      why: 'So that pilgrims pay the right person, and a change can be checked.',
      howLong: 'As long as the content’s history is kept.',
      whoSees: 'Everyone (on the donate page); earlier versions, the keepers.',
    },
    mailRecipients: {
      heading: 'Report recipients',
      what: 'The e-mail address and language of each person an owner has set to receive the weekly and monthly reports and the alerts.',
      why: 'To send them the reports.',
      howLong: 'Until an owner removes the address.',
      whoSees: 'The owners.',
    },
    rightsRequests: {
      heading: 'Rights requests',
      what: 'A keeper’s requests to correct or erase their data: their e-mail address, what they asked, when, and the owner’s answer and when it was given.',
      why: 'To answer them, and to show that they were answered in time.',
      howLong: 'Kept as the record of the requests.',
      whoSees: 'The keeper who asked, and the owners.',
    },
    barrierReports: {
      heading: 'Accessibility reports',
      what: 'What you write in the accessibility statement’s form: the page, the barrier you met, and, only if you give it, an e-mail address or phone number to answer you on.',
      why: 'To fix the barrier, and to answer you if you asked.',
      howLong: 'A year, then deleted.',
      whoSees: 'The editors and owners among the keepers.',
    },
    photos: {
      heading: 'Photographs',
      what: 'Photographs the editors upload. Their hidden details (camera, place, GPS) are removed on upload, but a photograph may show people.',
      why: 'To show the temples and the town.',
      howLong: 'Until an editor removes them.',
      whoSees: 'Everyone, once published.',
    },
    requestCounts: {
      heading: 'Request counts',
      what: 'How many requests each address sent, to protect the server from floods.',
      why: 'So that one sender cannot overwhelm the site.',
      howLong:
        'A minute, or an hour for failed keys. The server’s logs never contain an IP address.',
      whoSees: 'Nobody: the server alone uses them.',
    },
  } satisfies Record<NoticeItem, NoticeItemText>,
  more: [
    {
      heading: 'Your session id stays in your tab',
      body: 'Your browser keeps the random session id under the name “visitorSessionId” in this site’s session storage, for one tab only: closing the tab ends the session, and a new tab starts a new one. The site cannot tell which visits are yours in any other way.',
    },
    {
      heading: 'Country and city',
      body: 'To learn where visitors come from, the site’s own server looks up the country and city of your IP address in a copy of a public IP-location database that it keeps itself (IP Geolocation by DB-IP, db-ip.com). Your address is not sent to anyone else for this. An address of a private network gives no location.',
    },
    {
      heading: 'Saying no, and changing your mind',
      body: 'If your browser sends Do Not Track or Global Privacy Control, your visit is not recorded at all, and no location is looked up for it. Most browsers offer one of these in their privacy settings; Firefox, Brave and DuckDuckGo can send Global Privacy Control. Turning it on is as easy as reading this page, and you can erase what this tab has recorded with the button below. A keeper withdraws by asking for their account to be erased.',
    },
    {
      heading: 'Your rights and how to use them',
      body: 'You may ask what is kept about you (access), have it corrected (correction) or erased (erasure), and name someone to use these rights for you if you die or cannot act yourself (nomination). A visitor erases this tab’s visits with the button below; visits of a tab you have closed can no longer be told apart from anyone else’s. A keeper downloads their data and asks for a correction or an erasure on the keeper pages, under “My data”. For anything else, or to name a nominee, write to the grievance contact below. Erasure removes the data from the live records; the audit log keeps its year, as the law asks.',
    },
  ],
  erase: {
    heading: 'Erase this tab’s visits',
    body: 'Deletes every visit and action this tab’s session has recorded. A new session starts with your next page.',
    button: 'Erase my visits',
    busy: 'Erasing…',
    done_one: 'Erased: {{count}} visit.',
    done_other: 'Erased: {{count}} visits.',
    none: 'This tab has recorded no visit.',
    failed: 'The visits could not be erased just now. Please try again in a minute.',
  },
  grievance: {
    heading: 'Grievance contact',
    body: 'Questions and complaints about your personal data go to {{contact}}. You will have an answer within 90 days.',
    missing: 'No grievance contact has been published yet.',
  },
  board: {
    heading: 'The Data Protection Board of India',
    body: 'If the answer does not satisfy you, or none comes within 90 days, you may complain to the Data Protection Board of India, which the Act set up to hear such complaints. It takes complaints online.',
  },
};
