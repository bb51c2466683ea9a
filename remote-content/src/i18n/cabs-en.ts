/** English strings of the cabs page. */
export const cabsEn = {
  title: 'Cabs and transport',
  description:
    'Autos, taxis, shared jeeps, SUVs and e-rickshaws in Pawapuri, with fares to nearby towns and the numbers to call in an emergency.',
  lead: 'The operators, numbers and rates below are examples until the keepers confirm them: agree the fare before the ride.',
  example: 'Example listing',
  services: {
    auto: {
      name: 'Auto rickshaw',
      features: 'Up to 3 passengers; rounds of the temples and runs to the station.',
    },
    sedan: { name: 'Sedan taxi', features: 'Air-conditioned, 4 passengers, outstation trips.' },
    jeep: { name: 'Shared jeep', features: 'Fixed routes to Bihar Sharif and Rajgir.' },
    suv: { name: 'SUV rental', features: '6–7 seats, good for families and luggage.' },
    erickshaw: { name: 'E-rickshaw', features: 'Quiet, short hops between the temples.' },
  },
  perKm: '{{price}} per km (example rate)',
  from: 'From {{price}} (example rate)',
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
  emergency: {
    all: 'Police, fire and ambulance (India’s single emergency number, in use in Bihar since July 2022)',
    ambulance: 'Ambulance (the Bihar government’s ambulance service)',
    tourist: 'Tourist helpline of the Government of India Ministry of Tourism (24×7)',
    hospital: 'Nearest hospital',
    hospitalName:
      'Bhagwan Mahavir Institute of Medical Sciences (formerly Vardhman Institute of Medical Sciences), a government medical-college hospital, Pawapuri, Nalanda, Bihar 803115',
  },
};
