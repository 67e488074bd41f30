import * as migration_20261122_223500_initial from './20261122_223500_initial';

export const migrations = [
  {
    up: migration_20261122_223500_initial.up,
    down: migration_20261122_223500_initial.down,
    name: '20261122_223500_initial'
  },
];
