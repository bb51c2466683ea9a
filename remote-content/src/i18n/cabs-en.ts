/** English strings of the cabs page. */
export const cabsEn = {
  title: 'Cabs and transport',
  description:
    'Autos, taxis, shared jeeps, SUVs and e-rickshaws in Pawapuri, with fares to nearby towns and the numbers to call in an emergency.',
  lead: 'The operators, numbers and rates below are examples until the keepers confirm them: agree the fare before the ride.',
  example: 'Example listing',
  /** The fare table's columns, one per example rate. */
  fareColumns: {
    auto: 'Auto rickshaw',
    sedan: 'Sedan taxi',
    suv: 'SUV rental',
  },
  perKm: '{{price}} per km',
  from: 'From {{price}}',
  allDay: '24 × 7',
  hours: 'Hours: {{hours}}',
  contact: 'Contact:',
  exampleContact: 'Example number, not to be called: {{phone}}',
  faresTitle: 'Estimated fares from Pawapuri',
  destination: 'Destination',
  distance: 'Distance',
  km: 'about {{km}} km',
  kmStraight: 'about {{km}} km in a straight line; longer by road',
  places: {
    nalanda: 'Nalanda',
    rajgirDirect: 'Rajgir (direct road)',
    rajgirViaBiharSharif: 'Rajgir (via Bihar Sharif)',
    patna: 'Patna',
    gaya: 'Gaya',
    bodhgaya: 'Bodhgaya',
  },
  fareNote:
    'One-way estimates from the example rates, rounded to ₹50; tolls and waiting are extra. No fare is estimated for Gaya: its road distance is not confirmed.',
  tipsTitle: 'Travel tips',
  tips: [
    'Agree the fare before you start.',
    'Autos and e-rickshaws are easiest for a round of the temples.',
    'Pawapuri Road station is about 10 km from the temples: take an auto or a taxi on.',
    'Start early for day trips to Rajgir and Nalanda.',
  ],
  emergencyTitle: 'Emergency contacts',
  unconfirmedNumber: '{{phone}} (not yet confirmed)',
};
