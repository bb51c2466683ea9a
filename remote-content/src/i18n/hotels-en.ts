/** English strings of the hotels page. */
export const hotelsEn = {
  title: 'Hotels',
  description:
    'Dharamshalas and hotels near the Jal Mandir in Pawapuri, with booking tips for Diwali and the Pawapuri Mahotsav.',
  lead: 'The listings below are examples until the keepers confirm them: their names, numbers, prices and ratings are not real. To book a dharamshala room, ask the Śvetāmbar or Digambar trust that manages the temples.',
  example: 'Example listing',
  rating: '{{rating}} out of 5',
  distance: '{{km}} km from the Jal Mandir',
  price: '{{price}} per night',
  examplePrice: 'Example price: {{price}} per night',
  more: '+{{count}} more',
  phone: 'Phone:',
  examplePhone: 'Example number, not to be called: {{phone}}',
  book: 'Book Now',
  dharamshala: 'Dharamshala',
  verifiedOn: 'Confirmed by the keepers on {{date}}',
  maps: {
    mapsTitle: 'Open in Maps',
    mapsApp: 'Map app on this phone',
    mapsUniversal: 'Google Maps',
    mapsOpenStreetMap: 'OpenStreetMap',
    mapsLabel: '{{name}} in {{map}}',
  },
  imageAlt: 'Illustration of {{name}}',
  tipsTitle: 'Booking tips',
  tips: [
    'Book early for Diwali and the Pawapuri Mahotsav; rooms fill weeks ahead.',
    'Dharamshalas serve simple vegetarian meals; ask about meal times.',
    'Carry identity proof; it is asked for at check-in.',
  ],
  officeTitle: 'Tourist helpline',
  office: 'Government of India Ministry of Tourism, 24×7 and toll-free',
};
