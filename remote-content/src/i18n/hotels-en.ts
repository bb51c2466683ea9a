/** English strings of the hotels page. */
export const hotelsEn = {
  title: 'Hotels',
  description:
    'Dharamshalas and hotels near the Jal Mandir in Pawapuri, with prices and amenities.',
  lead: 'Places to stay near the temples. Contact numbers are placeholders until verified; please confirm before travelling.',
  rating: '{{rating}} out of 5',
  distance: '{{km}} km from the Jal Mandir',
  perNight: 'per night',
  more: '+{{count}} more',
  phone: 'Phone:',
  book: 'Book Now',
  imageAlt: 'Illustration of {{name}}',
  tipsTitle: 'Booking tips',
  tips: [
    'Book early for Diwali and the Pawapuri Mahotsav; rooms fill weeks ahead.',
    'Dharamshalas serve simple vegetarian meals; ask about meal times.',
    'Carry identity proof; it is asked for at check-in.',
  ],
  officeTitle: 'Tourism office',
  office: 'Bihar Tourism helpline: 1363 (toll-free, tourist information).',
};
