/** English strings of the home page. */
export const homeEn = {
  carouselLabel: 'Views of Pawapuri',
  carouselPause: 'Pause slides',
  carouselPlay: 'Play slides',
  slides: {
    jalMandir: {
      title: 'Jal Mandir',
      description: 'The white marble temple in the lotus pond.',
      alt: 'Illustration of the white Jal Mandir on its island in the lotus pond',
    },
    bridge: {
      title: 'The 600-foot bridge',
      description: 'A stone walkway over the water leads to the shrine.',
      alt: 'Illustration of the long stone bridge leading across the pond to the temple',
    },
    samosaran: {
      title: 'Samosaran',
      description: 'The round, tiered temple of Mahavira’s last sermon.',
      alt: 'Illustration of the round tiered white Samosaran temple',
    },
    diwali: {
      title: 'Diwali in Pawapuri',
      description: 'Lamps on the temple and the pond on Mahavira Nirvana day.',
      alt: 'Illustration of oil lamps glowing in front of the temple at night',
    },
  },
  welcomeTitle: 'Welcome to Pawapuri',
  welcome:
    'Pawapuri in Nalanda District, anciently Apapapuri, “the sinless town”, is where Mahavira, the 24th Tirthankara, gave his last sermon and attained nirvana. Pilgrims come to walk the long bridge to the Jal Mandir, pray at the Gaon Mandir and the Samosaran, and light lamps at Diwali.',
  noticeLabel: 'Notice from this site',
  noticeTag: 'Notice',
  siteNotices: {
    laddu: {
      title: 'Nirvan Mahotsav',
      body: 'The Nirvan laddu is offered at dawn on 9 November 2026; confirm with the temples.',
    },
    dayTimes: {
      title: 'Sunrise and pachakkhan',
      body: 'Sunrise, sunset and the pachakkhan times for any date: see the day at Pawapuri.',
    },
    etiquette: {
      title: 'In the temples',
      body: 'Shoes off before the bridge; offerings are made inside, but no one eats inside.',
    },
    help: { title: 'Help', body: 'Emergency 112; ambulance 102; women’s helpline 181.' },
  },
  day: {
    title: 'Sunrise, sunset and pachakkhan',
    dateLabel: 'Date',
    sunrise: 'Sunrise at the Jal Mandir',
    sunset: 'Sunset at the Jal Mandir',
    navkarsi: 'Navkarsi (sunrise + 48 minutes)',
    porsi: 'Porsi (a quarter of the day)',
    sadhPorsi: 'Sadh-porsi (three eighths of the day)',
    purimaddh: 'Purimaddh (half the day)',
    avaddh: 'Avaddh (three quarters of the day)',
    chauvihar: 'Chauvihar (before sunset)',
    reckoning:
      'Times in Pawapuri (IST), computed for the Jal Mandir and rounded down to the minute, as commonly reckoned from sunrise and sunset; sects and temples may reckon differently, so follow your own tradition’s calendar.',
    todayLine:
      'Sunrise {{sunrise}}, sunset {{sunset}} at the Jal Mandir; Navkarsi from {{navkarsi}}, Chauvihar before sunset.',
    link: 'Sunrise, sunset and pachakkhan for any date',
  },
  today: {
    title: 'Today at Pawapuri',
    date: '{{date}} in Pawapuri',
    templesTitle: 'Temple hours today',
    openNow: 'Open now, until {{time}}',
    opensAt: 'Closed now, opens at {{time}}',
    closedForTheDay: 'Closed for the rest of the day',
    closedToday: 'Closed today',
    usually: 'Usually open {{sessions}}: confirm with the temple office',
    noHours: 'Hours not known: ask at the temple office',
    noticesTitle: 'Notices',
    nextFestivalTitle: 'Next festival',
    festivalDates: '{{first}} to {{last}}',
    unconfirmed: 'date not yet confirmed',
    noFestival: 'No festival dates are announced yet.',
    calendarLink: 'Festival calendar',
  },
  festivals: {
    year: 'Festivals in {{year}}',
    addToCalendar: 'Add to calendar',
    addToCalendarLabel: 'Add {{name}} to your calendar',
    subscribeTitle: 'All festivals in your calendar',
    subscribe: 'Subscribe to the festival calendar',
    subscribeHelp:
      'Your phone’s calendar adds every festival and keeps the dates up to date as the temples confirm them.',
    download: 'Download the calendar file',
    none: 'No festival dates are announced for this year yet.',
    toConfirm: 'Dates in {{year}} to be confirmed with the temples',
  },
  statsTitle: 'Visitors to this site',
  stats: {
    totalVisits: 'Total visits',
    todayVisits: 'Visits today',
    todayUniqueVisitors: 'Unique visitors today',
  },
  featuresTitle: 'Explore',
  features: {
    jalMandir: {
      title: 'Jal Mandir',
      body: 'The marble temple in the lotus pond, joined to the bank by a bridge about 600 feet long.',
    },
    samosaran: { title: 'Samosaran', body: 'Where Mahavira gave his last sermon.' },
    stay: {
      title: 'Places to stay',
      body: 'Dharamshalas by the temples, booked through the temple trusts, and hotels nearby.',
    },
    travel: {
      title: 'Getting around',
      body: 'Autos, taxis and fares to Rajgir, Nalanda and Patna.',
    },
  },
  significanceTitle: 'Why Pawapuri matters',
  significance:
    'By tradition, Mahavira attained nirvana here in 527 BCE. So many devotees took soil from his cremation site that the pit became a pond, and the Jal Mandir now stands in it. On Diwali the whole town glows with lamps in his memory.',
  planTitle: 'Plan your visit',
  planGallery: 'See the gallery',
  planDonate: 'Support this site',
};
