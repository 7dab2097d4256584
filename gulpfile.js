const { src, dest, parallel } = require('gulp');

// tsc compiles the TypeScript; icons and codex files are copied next to the compiled nodes.
function copyIcons() {
	return src(['nodes/**/*.{png,svg}', 'credentials/**/*.{png,svg}'], {
		base: '.',
		encoding: false,
	}).pipe(dest('dist'));
}

function copyCodex() {
	return src('nodes/**/*.node.json', { base: '.' }).pipe(dest('dist'));
}

exports['build:assets'] = parallel(copyIcons, copyCodex);
