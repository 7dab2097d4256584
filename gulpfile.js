const { src, dest, parallel } = require('gulp');

// tsc compiles the TypeScript; the icons (stored once, in icons/) and the codex files are copied
// into dist/ where the nodes and credentials name them.
function copyIcons() {
	return src(['icons/*.{png,svg}'], {
		base: '.',
		encoding: false,
	}).pipe(dest('dist'));
}

function copyCodex() {
	return src('nodes/**/*.node.json', { base: '.' }).pipe(dest('dist'));
}

exports['build:assets'] = parallel(copyIcons, copyCodex);
