import * as migration_20261122_232219_initial from './20261122_232219_initial';
import * as migration_20261123_011950_forms_subscribers_staff from './20261123_011950_forms_subscribers_staff';

export const migrations = [
  {
    up: migration_20261122_232219_initial.up,
    down: migration_20261122_232219_initial.down,
    name: '20261122_232219_initial',
  },
  {
    up: migration_20261123_011950_forms_subscribers_staff.up,
    down: migration_20261123_011950_forms_subscribers_staff.down,
    name: '20261123_011950_forms_subscribers_staff'
  },
];
