/** Command-line options of the scripts: `--name value`. */
'use strict';

/** The value after `--name` in `args` (default: this process's arguments), else `dflt`. */
function option(name, dflt, args = process.argv) {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : dflt;
}

module.exports = { option };
