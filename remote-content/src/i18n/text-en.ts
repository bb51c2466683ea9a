/** English text of the written pages (temples, history, transport). */
export const textEn = {
  'jal-mandir': {
    title: 'Jal Mandir',
    description:
      'The white marble water temple of Pawapuri, standing in a lotus pond where Mahavira was cremated in 527 BCE.',
    sections: [
      {
        heading: 'The temple in the pond',
        body: 'The Jal Mandir is a white marble Svetambara temple shaped like a vimana, a celestial chariot. Tradition says King Nandivardhan, the elder brother of Mahavira, founded it on the spot where Mahavira was cremated in 527 BCE. It keeps the charan paduka, the footprints of Mahavira.',
      },
      {
        heading: 'The lotus pond and the bridge',
        body: 'So many devotees carried away soil from the cremation site that a pit formed and filled with water. Today it is a pond of about 84 bigha with red lotuses and fish fed by pilgrims. A stone bridge about 600 feet long joins the temple to the bank; migratory birds rest here in winter.',
      },
      {
        heading: 'Visiting information',
        body: 'Open daily from sunrise to sunset. There is no entry fee. Photography is allowed in the outer areas only. Shoes are removed before the bridge, and visitors are asked to dress modestly.',
      },
      {
        heading: 'Getting there',
        body: 'Pawapuri lies 38 km from Rajgir and 101 km from Patna, a short drive off the Patna–Ranchi highway. The best season is October to March; the busiest days fall around Diwali.',
      },
    ],
  },
  'gaon-mandir': {
    title: 'Gaon Mandir',
    description:
      'The village temple of Pawapuri, held to mark the place where Mahavira attained nirvana.',
    sections: [
      {
        heading: 'Place of nirvana',
        body: 'Gaon Mandir means "village temple". It stands in the town and is held to mark the very place where Mahavira, the 24th Tirthankara, attained nirvana. Like the Jal Mandir, its founding is attributed to King Nandivardhan.',
      },
      {
        heading: 'Visiting',
        body: 'Most pilgrims visit the Gaon Mandir together with the Jal Mandir and the Samosaran on the same morning; the three are a short walk or ride apart.',
      },
    ],
  },
  samosaran: {
    title: 'Samosaran',
    description: 'The round, tiered marble temple marking the place of Mahavira’s last sermon.',
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
    title: 'Other temples',
    description: 'More places of worship in Pawapuri beyond the three main temples.',
    sections: [
      {
        heading: 'Digambar Jain temples',
        body: 'Several Digambar Jain temples stand near the Jal Mandir, with dharamshalas for pilgrims who stay overnight.',
      },
      {
        heading: 'Temple of Bibi Mehtab Kumari',
        body: 'A temple built by Bibi Mehtab Kumari is among the older shrines of the town and is often visited on the way to the Samosaran.',
      },
    ],
  },
  about: {
    title: 'About Pawapuri',
    description:
      'Pawapuri, the “sinless town” in Nalanda District, Bihar, where Mahavira attained nirvana.',
    sections: [
      {
        heading: 'The sinless town',
        body: 'Pawapuri (also Pavapuri) lies in Nalanda District, Bihar, PIN 803115. Mahavira, the 24th and last Tirthankara, spent his last rainy-season retreat here, gave his last sermon, attained nirvana and was cremated here.',
      },
      {
        heading: 'Festivals',
        body: 'On Diwali (Kartik Amavasya) pilgrims celebrate Mahavira Nirvana day with lamps on the temple and the pond and a fair; the state holds the Pawapuri Mahotsav around it. Mahavir Jayanti falls on Chaitra Shukla 13.',
      },
      {
        heading: 'About this site',
        body: 'This site gathers practical information for pilgrims and travellers. Text is written from public sources; figures such as distances are approximate.',
      },
    ],
  },
  history: {
    title: 'History of the Jal Mandir',
    description: 'From Mahavira’s nirvana in 527 BCE to the temple pilgrims visit today.',
    sections: [
      {
        heading: 'Ancient',
        body: 'Mahavira attained nirvana in Pawapuri in 527 BCE by tradition; his brother Nandivardhan is said to have founded the shrine in the pond.',
      },
      {
        heading: 'Medieval and modern',
        body: 'Over the centuries Jain communities rebuilt and cared for the temple; today it is a white marble shrine reached by a 600-foot bridge.',
      },
    ],
  },
  'history-ancient': {
    title: 'Ancient history',
    description: 'Mahavira’s last days in Pawapuri and the origin of the lotus pond.',
    sections: [
      {
        heading: 'Nirvana in 527 BCE',
        body: 'Mahavira spent his last rainy season in Pawapuri and attained nirvana here; the traditional date is 527 BCE (some sources say 528 BCE).',
      },
      {
        heading: 'The pond',
        body: 'Devotees took so much soil from the cremation site that a pit formed and filled with water, becoming the lotus pond of the Jal Mandir.',
      },
    ],
  },
  'history-medieval': {
    title: 'Medieval history',
    description: 'Centuries of pilgrimage and care by the Jain community.',
    sections: [
      {
        heading: 'A living pilgrimage',
        body: 'Through the medieval period Pawapuri stayed a place of pilgrimage; Jain communities repaired the shrines and kept the Diwali remembrance of Mahavira’s nirvana.',
      },
    ],
  },
  'history-modern': {
    title: 'Modern history',
    description: 'The marble temple, the bridge and the Pawapuri Mahotsav today.',
    sections: [
      {
        heading: 'Today',
        body: 'The temple now stands in white marble, joined to the bank by a stone bridge about 600 feet long. Since 2017 the state has held the Pawapuri Mahotsav around Diwali.',
      },
    ],
  },
  architecture: {
    title: 'Architecture of the Jal Mandir',
    description: 'A white marble temple in the form of a celestial chariot, set in a lotus pond.',
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
    title: 'Temple design',
    description: 'Marble, symmetry and water: how the Jal Mandir is laid out.',
    sections: [
      {
        heading: 'Design',
        body: 'White marble walls, a central shrine with the footprints of Mahavira and a walkway around it; the still water doubles the temple’s outline.',
      },
    ],
  },
  'architecture-restoration': {
    title: 'Restoration',
    description: 'How the temple and its pond are kept for pilgrims.',
    sections: [
      {
        heading: 'Care of the temple',
        body: 'The marble, the bridge and the pond banks are maintained by the temple trust; works are planned outside the festival season so the temple stays open.',
      },
    ],
  },
  timings: {
    title: 'Jal Mandir timings',
    description: 'Open daily from sunrise to sunset, with no entry fee.',
    sections: [
      {
        heading: 'Opening hours',
        body: 'Open daily from sunrise to sunset. No entry fee.',
      },
      {
        heading: 'Before you go',
        body: 'Remove your shoes before the bridge, dress modestly and take photographs only in the outer areas. Mornings are quietest; Diwali is the busiest time.',
      },
    ],
  },
  buses: {
    title: 'Buses',
    description: 'Reaching Pawapuri by bus from Patna, Bihar Sharif and Nawada.',
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
    title: 'Trains',
    description: 'The nearest railway stations for Pawapuri.',
    sections: [
      {
        heading: 'Stations',
        body: 'Pawapuri Road station is on the Bakhtiyarpur–Rajgir line. Bihar Sharif and Rajgir are the other railheads, with more trains.',
      },
      {
        heading: 'By air',
        body: 'Patna airport (Jay Prakash Narayan) is about 100 km away; Gaya airport is another option.',
      },
    ],
  },
  nearby: {
    title: 'Nearby places',
    description: 'Nalanda, Kundalpur, Rajgir, Bihar Sharif and Bodhgaya from Pawapuri.',
    sections: [
      {
        heading: 'Nalanda and Kundalpur',
        body: 'The ruins of the Nalanda Mahavihara lie about 19 km away; Kundalpur, held in Digambar tradition to be Mahavira’s birthplace, is near Nalanda.',
      },
      {
        heading: 'Rajgir',
        body: 'Rajgir, 38 km away, has hot springs, Vulture Peak and the Vishwa Shanti Stupa.',
      },
      {
        heading: 'Bodhgaya',
        body: 'Bodhgaya, 90 km away, is where the Buddha attained enlightenment.',
      },
    ],
  },
};
