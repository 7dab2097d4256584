// n8n's formatting settings (the same options n8n's node starter and @n8n/node-cli templates use),
// so that the package reads like n8n's own code. `npm run format` writes, `npm run format:check`
// runs in `npm test`; what is not formatted is listed in .prettierignore.
module.exports = {
	semi: true,
	trailingComma: 'all',
	bracketSpacing: true,
	useTabs: true,
	tabWidth: 2,
	arrowParens: 'always',
	singleQuote: true,
	quoteProps: 'as-needed',
	endOfLine: 'lf',
	printWidth: 100,
};
