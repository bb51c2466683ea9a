import hotelArt from '../../../assets/art/hotel.svg';

export interface Hotel {
  id: string;
  name: string;
  rating: number;
  distanceKm: number;
  priceMin: number;
  priceMax: number;
  amenities: string[];
  phone: string;
  /**
   * True once the keepers have confirmed the listing: name, number, prices and
   * rating. Until then the card says it is an example, shows no stars, and
   * offers no booking: `+91 00000 000xx` numbers belong to no one.
   */
  verified: boolean;
  address: string;
  image: string;
  /** Where the picture comes from. */
  imageSource: string;
}

const ART = 'Original SVG illustration made for this site (src/assets/art/hotel.svg)';

export const HOTELS: Hotel[] = [
  {
    id: 'jain-dharamshala',
    name: 'Shri Jain Shwetambar Dharamshala',
    rating: 4.5,
    distanceKm: 0.3,
    priceMin: 500,
    priceMax: 1500,
    amenities: ['Vegetarian meals', 'Hot water', 'Parking', 'Temple view', 'Power backup'],
    phone: '+91 00000 00001',
    verified: false,
    address: 'Near Jal Mandir, Pawapuri, Nalanda, Bihar 803115',
    image: hotelArt,
    imageSource: ART,
  },
  {
    id: 'pawapuri-residency',
    name: 'Pawapuri Residency',
    rating: 4,
    distanceKm: 1.2,
    priceMin: 1200,
    priceMax: 2800,
    amenities: ['Air conditioning', 'Wi-Fi', 'Restaurant', 'Parking'],
    phone: '+91 00000 00002',
    verified: false,
    address: 'Main Road, Pawapuri, Nalanda, Bihar 803115',
    image: hotelArt,
    imageSource: ART,
  },
  {
    id: 'mahavir-guest-house',
    name: 'Mahavir Guest House',
    rating: 3.5,
    distanceKm: 0.8,
    priceMin: 700,
    priceMax: 1600,
    amenities: ['Hot water', 'Vegetarian meals', 'Room service'],
    phone: '+91 00000 00003',
    verified: false,
    address: 'Gaon Mandir Road, Pawapuri, Nalanda, Bihar 803115',
    image: hotelArt,
    imageSource: ART,
  },
  {
    id: 'nalanda-heritage',
    name: 'Nalanda Heritage Hotel',
    rating: 4.5,
    distanceKm: 4,
    priceMin: 2500,
    priceMax: 5500,
    amenities: ['Air conditioning', 'Wi-Fi', 'Restaurant', 'Garden', 'Travel desk', 'Parking'],
    phone: '+91 00000 00004',
    verified: false,
    address: 'Patna–Ranchi Highway, near Pawapuri More, Nalanda, Bihar',
    image: hotelArt,
    imageSource: ART,
  },
  {
    id: 'lotus-lodge',
    name: 'Lotus Pond Lodge',
    rating: 3,
    distanceKm: 2,
    priceMin: 600,
    priceMax: 1200,
    amenities: ['Fan rooms', 'Hot water', 'Parking', 'Tea stall'],
    phone: '+91 00000 00005',
    verified: false,
    address: 'Samosaran Road, Pawapuri, Nalanda, Bihar 803115',
    image: hotelArt,
    imageSource: ART,
  },
];
