/**
 * English text of the written pages (temples, history, transport). A
 * section's `{{hours}}` is the page's place's published hours, written by
 * `hours` below from the same item the footer and the home page read.
 */
export const textEn = {
  hours: {
    usually:
      'Usually open {{sessions}}, as checked on {{date}}: confirm the day’s hours with the temple office.',
    confirmed: 'Open {{sessions}}, as confirmed on {{date}}.',
    none: 'Ask the temple office for the day’s hours.',
    closed: 'closed',
  },
  directions: {
    mapsTitle: 'Open in Maps',
    mapsApp: 'Map app on this phone',
    mapsUniversal: 'Google Maps',
    mapsOpenStreetMap: 'OpenStreetMap',
    mapsLabel: '{{name}} in {{map}}',
    noPoint:
      'No map point is given for this temple yet: ask locally for the way from the Jal Mandir.',
    townPoint:
      'This point is the Jal Mandir’s, the town’s landmark; the village and the Gaon Mandir lie north of it.',
    reachTitle: 'How to reach Pawapuri',
    distance: '{{km}} km by road',
    straightLine: 'about {{km}} km in a straight line',
    via: 'via {{via}}',
    fares: 'Typical fares: {{fares}}',
    modes: {
      auto: 'auto rickshaw',
      erickshaw: 'e-rickshaw',
      sedan: 'sedan taxi',
      jeep: 'jeep',
      suv: 'SUV',
      bus: 'bus',
      train: 'train',
    },
    unconfirmed: 'not yet confirmed',
  },
  'jal-mandir': {
    sections: [
      {
        heading: 'The temple in the pond',
        body: 'The Jal Mandir is a white marble Śvetāmbar temple shaped like a vimana, a celestial chariot; both Jain sects, Śvetāmbar and Digambar, revere it. Tradition says King Nandivardhan, the elder brother of Mahavira, founded it on the spot where Mahavira was cremated in 527 BCE. It keeps the charan paduka, the footprints of Mahavira.',
      },
      {
        heading: 'The lotus pond and the bridge',
        body: 'So many devotees carried away soil from the cremation site that a pit formed and filled with water. Today it is a pond of about 84 bigha with red lotuses and fish fed by pilgrims. A stone bridge about 600 feet long joins the temple to the bank; migratory birds rest here in winter.',
      },
      {
        heading: 'Visiting information',
        body: '{{hours}} There is no entry fee. Photography is allowed in the outer areas only. Shoes are removed before the bridge, visitors are asked to dress modestly, no leather is taken into the temples, and no one eats inside them (rice, sweets and the laddu are offered there; eating is what is not done).',
      },
      {
        heading: 'When to go',
        body: 'The best season is October to March; the busiest days fall around Diwali. The roads, stations and fares to Pawapuri are under How to reach Pawapuri, below.',
      },
    ],
  },
  'gaon-mandir': {
    sections: [
      {
        heading: 'Place of nirvana',
        body: 'Gaon Mandir means "village temple". It stands in the town, and Śvetāmbaras hold that it marks the very place where Mahavira, the 24th Tirthankara, attained nirvana; Digambar texts place his nirvana at the Padma Sarovar, the local name of the Jal Mandir’s pond. Like the Jal Mandir, its founding is attributed to King Nandivardhan.',
      },
      {
        heading: 'Restoration of 1641',
        body: 'The temple’s dedication stone records a restoration by the Śvetāmbar Sangh in 1641 CE.',
      },
      {
        heading: 'Visiting',
        body: 'Most pilgrims visit the Gaon Mandir together with the Jal Mandir and the Samosaran on the same morning; the temples are a short walk or ride apart.',
      },
    ],
  },
  samosaran: {
    sections: [
      {
        heading: 'The last sermon',
        body: 'The Samosaran (Samavasaran) marks the place where Mahavira gave his last sermon. Its round, tiered white marble form recalls the divine assembly hall in which a Tirthankara preaches to all beings.',
      },
      {
        heading: 'The new Samosaran',
        body: 'A newer Samosaran temple nearby holds four idols of Mahavira facing the four directions, so that his teaching reaches everyone.',
      },
    ],
  },
  'other-temples': {
    sections: [
      {
        heading: 'The five main temples',
        body: 'Sources count five main temples: the Jal Mandir, the Gaon Mandir, the Samosaran, the new Samosaran and the temple built by Bibi Mehtab Kumari.',
      },
      {
        heading: 'Digambar Jain temples',
        body: 'Several Digambar Jain temples stand near the Jal Mandir, with dharamshalas for pilgrims who stay overnight.',
      },
      {
        heading: 'Who manages the temples',
        body: 'The temples are managed by the Śvetāmbar and the Digambar trusts. Their offices are the place to confirm the day’s hours and to book a dharamshala room.',
      },
    ],
  },
  about: {
    sections: [
      {
        heading: 'The sinless town',
        body: 'Pawapuri (also Pavapuri) lies in Nalanda District, Bihar, PIN code 803115; its ancient name, Apapapuri, means “the sinless town”. Mahavira, the 24th and last Tirthankara, spent his last rainy-season retreat here, gave his last sermon, attained nirvana and was cremated here.',
      },
      {
        heading: 'Festivals',
        body: 'Both Jain traditions mark Mahavira’s nirvana at Diwali (Kartik Amavasya), with lamps on the temple and the pond and a fair; the Nirvan laddu is offered at the dawn on which Kartik Amavasya holds at sunrise, which can be the morning after Diwali night (9 November 2026; confirm with the temples). The state holds the Pawapuri Mahotsav around Diwali. Mahavir Jayanti falls on Chaitra Shukla 13.',
      },
      {
        heading: 'In the temples',
        body: 'Leather is not taken into the temples, and no one eats inside them; rice, sweets and the laddu are offered there. Offerings made in a Jain temple are not taken back as prasad.',
      },
      {
        heading: 'About this site',
        body: 'This site gathers practical information for pilgrims and travellers. Text is written from public sources, each listed with the date it was checked; distances are approximate, and hours should be confirmed with the temple office.',
      },
    ],
  },
  history: {
    sections: [
      {
        heading: 'Ancient',
        body: 'By tradition Mahavira attained nirvana in Pawapuri in 527 BCE; historians argue for later dates. His brother Nandivardhan is said to have founded the shrine in the pond.',
      },
      {
        heading: 'Medieval and modern',
        body: 'Over the centuries Jain communities rebuilt and cared for the temples; today the Jal Mandir is a white marble shrine reached by a bridge about 600 feet long.',
      },
    ],
  },
  'history-ancient': {
    sections: [
      {
        heading: 'Nirvana, by tradition in 527 BCE',
        body: 'Mahavira spent his last rainy season in Pawapuri and attained nirvana here. The traditional date is 527 BCE (some sources say 528 BCE); historians argue for later dates.',
      },
      {
        heading: 'The pond',
        body: 'Devotees took so much soil from the cremation site that a pit formed and filled with water, becoming the lotus pond of the Jal Mandir.',
      },
    ],
  },
  'history-medieval': {
    sections: [
      {
        heading: 'A living pilgrimage',
        body: 'Through the medieval period Pawapuri stayed a place of pilgrimage; Jain communities repaired the shrines and kept the Diwali remembrance of Mahavira’s nirvana. The Gaon Mandir’s dedication stone records a restoration by the Śvetāmbar Sangh in 1641 CE.',
      },
    ],
  },
  'history-modern': {
    sections: [
      {
        heading: 'Today',
        body: 'The temple now stands in white marble, joined to the bank by a stone bridge about 600 feet long. The state holds the Pawapuri Mahotsav around Diwali.',
      },
    ],
  },
  architecture: {
    sections: [
      {
        heading: 'Form',
        body: 'The temple is shaped like a vimana, a celestial chariot, and rises from an island in the middle of the pond.',
      },
      {
        heading: 'Setting',
        body: 'A single stone bridge about 600 feet long is the only way in, so every visit begins with a slow walk across the water.',
      },
    ],
  },
  'architecture-design': {
    sections: [
      {
        heading: 'Design',
        body: 'White marble walls, a central shrine with the footprints of Mahavira and a walkway around it; the temple is reflected in the still water.',
      },
    ],
  },
  'architecture-restoration': {
    sections: [
      {
        heading: 'Care of the temple',
        body: 'The marble, the bridge and the pond banks are maintained by the temple trust; works are planned away from the festival days so the temple stays open.',
      },
    ],
  },
  timings: {
    sections: [
      {
        heading: 'Opening hours',
        body: '{{hours}} Public listings give the Jain Śvetāmbar Bhandar Tirth as the temple office’s contact. No entry fee.',
      },
      {
        heading: 'Before you go',
        body: 'Remove your shoes before the bridge, dress modestly and take photographs only in the outer areas. No leather is taken into the temples, and no one eats inside them (offerings of rice, sweets and the laddu are made there). Mornings are quietest; Diwali is the busiest time.',
      },
    ],
  },
  buses: {
    sections: [
      {
        heading: 'Routes',
        body: 'Buses on the Patna–Bihar Sharif–Nawada route stop near Pawapuri, a few kilometres off the Patna–Ranchi highway. Bihar Sharif is about 13 km away.',
      },
      {
        heading: 'Tip',
        body: 'From the highway stop, autos and e-rickshaws take you to the temples.',
      },
    ],
  },
  trains: {
    sections: [
      {
        heading: 'Stations',
        body: 'Pawapuri Road station, on the Bakhtiyarpur–Rajgir line, is about 10 km from the temples. Bihar Sharif and Rajgir are the other railheads, with more trains.',
      },
      {
        heading: 'By air',
        body: 'Patna airport (Jay Prakash Narayan) is about 100 km away; Gaya airport is another option.',
      },
    ],
  },
  nearby: {
    sections: [
      {
        heading: 'Nalanda and Kundalpur',
        body: 'The ruins of the Nalanda Mahavihara lie about 19 km away; Kundalpur, held in Digambar tradition to be Mahavira’s birthplace, is near Nalanda.',
      },
      {
        heading: 'Rajgir',
        body: 'Rajgir, 19 km away by the direct road or 38 km via Bihar Sharif, has hot springs, Vulture Peak and the Vishwa Shanti Stupa.',
      },
      {
        heading: 'Gunawa ji',
        body: 'Gunawa ji, near Nawada and about 23 km away, is held to be where Gautam Swami, Mahavira’s chief disciple, attained nirvana.',
      },
      {
        heading: 'Gaya and Bodhgaya',
        body: 'Bodhgaya, beyond Gaya, is where the Buddha attained enlightenment. Gaya is about 64 km away in a straight line; the road is longer.',
      },
    ],
  },
};
