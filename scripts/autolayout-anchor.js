#!/usr/bin/env node
// The anchor of `vfl-bench parse --anchor PATH`: autolayout.js 0.7.0 parsing
// the same corpus as vfl-bench, one pass per request, so that the two
// alternate rounds in one run.
//
//   node scripts/autolayout-anchor.js AUTOLAYOUT CORPUS
//
// AUTOLAYOUT is a copy of IjzerenHein/autolayout.js (its directory, or its
// dist/autolayout.kiwi.js); CORPUS has one format per line. For each line
// "round" read on standard input, it parses every format with
// VisualFormat.parse(format, {extended: false}) and writes one JSON line:
// {"seconds": …, "constraints": …}. Nothing of autolayout.js is part of this
// repository.
'use strict';
const fs = require('fs');
const path = require('path');
const readline = require('readline');

const [anchorPath, corpusPath] = process.argv.slice(2);
if (!anchorPath || !corpusPath) {
    process.stderr.write('usage: autolayout-anchor.js AUTOLAYOUT CORPUS\n');
    process.exit(64);
}
const library = fs.statSync(anchorPath).isDirectory() ? path.join(anchorPath, 'dist', 'autolayout.kiwi.js') : anchorPath;
const AutoLayout = require(path.resolve(library));
const formats = fs.readFileSync(corpusPath, 'utf8').split('\n').filter((line) => line.length > 0);

function round() {
    const start = process.hrtime.bigint();
    let constraints = 0;
    for (const format of formats) {
        constraints += AutoLayout.VisualFormat.parse(format, { extended: false }).length;
    }
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    return { seconds, constraints };
}

readline.createInterface({ input: process.stdin }).on('line', (line) => {
    if (line.trim() === 'round') process.stdout.write(JSON.stringify(round()) + '\n');
});
