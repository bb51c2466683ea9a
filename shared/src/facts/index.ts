export { TEMPLE_HOURS, templeHoursValues, type TempleHoursValues } from './temple-hours';
