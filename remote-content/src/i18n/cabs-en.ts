/** English strings of the cabs page. */
export const cabsEn = {
  lead: 'The operators, numbers and rates below are examples until the keepers confirm them: agree the fare before the ride.',
  example: 'Example listing',
  /** The fare table's columns: the ways of travelling the published fares name. */
  fareColumns: {
    auto: 'Auto rickshaw',
    erickshaw: 'E-rickshaw',
    sedan: 'Sedan taxi',
    jeep: 'Shared jeep',
    suv: 'SUV rental',
    bus: 'Bus',
    train: 'Train',
  },
  perKm: '{{price}} per km',
  from: 'From {{price}}',
  allDay: '24 × 7',
  hours: 'Hours: {{hours}}',
  contact: 'Contact:',
  exampleContact: 'Example number, not to be called: {{phone}}',
  faresTitle: 'Typical fares from Pawapuri',
  destination: 'Destination',
  distance: 'Distance',
  km: 'about {{km}} km',
  kmStraight: 'about {{km}} km in a straight line; longer by road',
  placeVia: '{{place}} (via {{via}})',
  exampleFares: 'example fares',
  fareNote:
    'One way; tolls and waiting are extra. Where only the straight-line distance is known, no fare is given.',
  exampleFareNote:
    'Fares marked as examples are estimates from example rates until the keepers confirm them: agree the fare before the ride.',
  tipsTitle: 'Travel tips',
  tips: [
    'Agree the fare before you start.',
    'Autos and e-rickshaws are easiest for a round of the temples.',
    'Start early for day trips to Rajgir and Nalanda.',
  ],
  emergencyTitle: 'Emergency contacts',
  unconfirmedNumber: '{{phone}} (not yet confirmed)',
};
