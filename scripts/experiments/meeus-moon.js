/**
 * The Moon of J. Meeus, *Astronomical Algorithms* ch. 47, for the research scripts: the library's
 * series (libs/ephemeris/src/meeus-moon.ts, built into dist/ by `npm run build`), longitude only.
 * Geometric longitude, mean equinox of date, degrees in [0, 360), at JD TT.
 */
'use strict';
const path = require('node:path');
const { meeusMoonLongitude: series } = require(path.resolve(__dirname, '../../dist/libs/ephemeris/src'));

module.exports = { meeusMoonLongitude: (jdTt) => series(jdTt).lonDeg };
