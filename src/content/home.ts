import {
  Bike,
  CarFront,
  Clock,
  GraduationCap,
  MapPin,
  Receipt,
  Scooter,
  Timer,
  Truck,
  Users,
} from 'lucide-react'

/** Ids match the keys of `home.tiles` in the dictionaries; the texts live there. */
export const vehicleTiles = [
  { id: 'bike', icon: Bike },
  { id: 'escooter', icon: Scooter },
  { id: 'car', icon: CarFront },
  { id: 'allDay', icon: Clock },
] as const

/** Ids match the keys of `home.features`. */
export const features = [
  { id: 'trained', icon: GraduationCap },
  { id: 'fast', icon: Timer },
  { id: 'vehicles', icon: Truck },
  { id: 'billing', icon: Receipt },
  { id: 'region', icon: MapPin },
  { id: 'scalable', icon: Users },
] as const
