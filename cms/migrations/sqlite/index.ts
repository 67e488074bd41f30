import * as migration_20261122_232219_initial from './20261122_232219_initial';

export const migrations = [
  {
    up: migration_20261122_232219_initial.up,
    down: migration_20261122_232219_initial.down,
    name: '20261122_232219_initial'
  },
];
