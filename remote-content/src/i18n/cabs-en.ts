/** English strings of the cabs page. */
export const cabsEn = {
  title: 'Cabs and transport',
  description:
    'Autos, taxis, shared jeeps, SUVs and e-rickshaws in Pawapuri, with fares to nearby towns.',
  lead: 'Typical local rates; agree the fare before the ride. Contact numbers are placeholders until verified.',
  services: {
    auto: {
      name: 'Auto rickshaw',
      features: 'Up to 3 passengers; temple circuit and station runs.',
    },
    sedan: { name: 'Sedan taxi', features: 'Air-conditioned, 4 passengers, outstation trips.' },
    jeep: { name: 'Shared jeep', features: 'Fixed routes to Bihar Sharif and Rajgir.' },
    suv: { name: 'SUV rental', features: '6–7 seats, good for families and luggage.' },
    erickshaw: { name: 'E-rickshaw', features: 'Quiet, short hops between the temples.' },
  },
  perKm: '{{price}} per km',
  from: 'From {{price}}',
  hours: 'Available {{hours}}',
  contact: 'Contact:',
  faresTitle: 'Estimated fares from Pawapuri',
  destination: 'Destination',
  distance: 'Distance',
  km: '{{km}} km',
  places: {
    nalanda: 'Nalanda',
    rajgir: 'Rajgir',
    patna: 'Patna',
    gaya: 'Gaya',
    bodhgaya: 'Bodhgaya',
  },
  fareNote: 'One-way estimates, rounded; tolls and waiting are extra.',
  tipsTitle: 'Travel tips',
  tips: [
    'Agree the fare before you start.',
    'Autos and e-rickshaws are easiest for the temple circuit.',
    'Start early for day trips to Rajgir and Nalanda.',
  ],
  emergencyTitle: 'Emergency contacts',
  emergency: {
    police: 'Police',
    tourist: 'Tourist helpline',
    ambulance: 'Ambulance',
    hospital: 'Emergency / local hospital',
  },
};
