import {
  Bike,
  CarFront,
  Clock,
  GraduationCap,
  MapPin,
  ReceiptEuro,
  Scooter,
  Timer,
  Users,
} from 'lucide-react'

/**
 * Ids match the keys of `home.tiles` in the dictionaries; the texts live there. The last, when
 * drivers drive, only where the company data says (src/shared/companyClaims.ts).
 */
export const vehicleTiles = [
  { id: 'bike', icon: Bike },
  { id: 'escooter', icon: Scooter },
  { id: 'car', icon: CarFront },
  { id: 'hours', icon: Clock },
] as const

/**
 * Ids match the keys of `home.features`; src/shared/companyClaims.ts says which the company data
 * backs. A card may show more than one icon: the vehicles it names.
 */
export const features = [
  { id: 'trained', icons: [GraduationCap] },
  { id: 'fast', icons: [Timer] },
  { id: 'vehicles', icons: [Bike, Scooter, CarFront] },
  { id: 'billing', icons: [ReceiptEuro] },
  { id: 'region', icons: [MapPin] },
  { id: 'scalable', icons: [Users] },
] as const
