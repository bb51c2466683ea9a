import { SAVED_COPY_TEXT } from '../offline/saved-copy-text';

/** English strings of the shell (layout, 404, fallbacks); page and menu titles come with each remote. */
export const en = {
  badge: {
    new: 'New',
    count_one: '{{count}} item',
    count_other: '{{count}} items',
    rupee: 'Donations',
  },
  topBar: {
    mainNav: 'Main navigation',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    mobileMenu: 'Menu',
    language: 'Language',
    skipToContent: 'Skip to main content',
    homeLink: 'Pawapuri, home',
    overview: '{{title}}: overview',
  },
  sidebar: {
    label: 'Sidebar',
    collapse: 'Collapse sidebar',
    expand: 'Expand sidebar',
    search: 'Search the menu',
    searchPlaceholder: 'Search…',
    noResults: 'No pages match “{{query}}”',
    expandItem: 'Show {{title}} pages',
    collapseItem: 'Hide {{title}} pages',
    welcome: 'Welcome, Visitor',
    welcomeNote: 'Jai Jinendra',
  },
  footer: {
    quickLinks: 'Quick links',
    location: 'Location',
    locationText: 'Pawapuri, Nalanda District, Bihar',
    hours: 'Temple hours',
    // From the published content: the first temple's usual day.
    publishedHours:
      '{{name}}: usually {{sessions}}. Confirm the day’s hours with the temple office.',
    confirmedHours: '{{name}}: {{sessions}} (confirmed {{date}}).',
    // When no temple's hours are published (a keeper took them off).
    noHours: 'Ask the temple office for the day’s hours.',
    donateTitle: 'Support the site',
    donateText: 'Help keep this pilgrim guide free and up to date.',
    donateButton: 'Donate',
    visitors: 'Total visitors',
    privacy: 'Privacy',
    accessibility: 'Accessibility',
    rights: '© {{year}} Pawapuri pilgrim guide. Made with care for pilgrims and travellers.',
  },
  notFound: {
    title: 'Page not found',
    text: 'We could not find {{path}}. It may have moved, or the address may be mistyped.',
    home: 'Go to the home page',
    gallery: 'See the gallery',
  },
  offline: {
    banner: 'You are offline — showing saved pages.',
    savedCopy: SAVED_COPY_TEXT.en.banner,
    keeperPage: 'The keepers’ pages need a connection.',
    updateAvailable: 'A new version is available',
    reload: 'Reload',
  },
  remote: {
    unavailableTitle: 'This section is unavailable',
    unavailableText:
      'This part of the site could not be loaded just now. The rest of the site still works. Please try again.',
  },
};

export type ShellCatalog = typeof en;
