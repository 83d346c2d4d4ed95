/**
 * The Drik Panchang month grid of the reference set (`<reference>/drik-grid/*.jsonl.gz`, New Delhi 1900–2050, one
 * JSON object a day), for the full reference runs and the research scripts.
 */
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

/** Every day's line as published (files in name order = date order), with its parsed record. */
function drikGridLines(dir) {
  const out = [];
  for (const f of fs
    .readdirSync(dir)
    .filter((x) => x.endsWith('.jsonl.gz'))
    .sort())
    for (const line of zlib
      .gunzipSync(fs.readFileSync(path.join(dir, f)))
      .toString('utf8')
      .split('\n'))
      if (line.trim() !== '') out.push({ line, rec: JSON.parse(line) });
  return out;
}

/** Every day's record of the grid in `dir`, in file order. */
function drikGrid(dir) {
  return drikGridLines(dir).map((x) => x.rec);
}

module.exports = { drikGrid, drikGridLines };
