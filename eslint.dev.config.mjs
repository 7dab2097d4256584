// General lint for the development code: the simulator, scripts, tests and shared dev tooling.
// The published nodes and credentials keep n8n's strict community lint (`npm run lint`, which
// runs eslint.config.mjs from @n8n/node-cli on a staged copy, see scripts/lint/index.ts); this file
// is only read by `npm run lint:dev`. Formatting is Prettier's job, so no stylistic rules here.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const DEV_CODE = ['simulator', 'scripts', 'test', 'dev'];

export default tseslint.config(
	{
		ignores: [
			'dist/**',
			'node_modules/**',
			'.cache/**',
			'.n8n-demo/**',
			'demo-output/**',
			'coverage/**',
		],
	},
	{
		files: DEV_CODE.map((dir) => `${dir}/**/*.{ts,js,mjs,cjs}`),
		extends: [js.configs.recommended, tseslint.configs.recommended],
		languageOptions: { globals: { ...globals.node } },
		linterOptions: { reportUnusedDisableDirectives: 'error' },
		rules: {
			// Relaxed: `const { projectId: _p, ...rest } = row` is how the simulator leaves its own
			// fields out of an answer; the named-but-unused sibling of a rest element is the point.
			'@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
		},
	},
	{
		// typescript-eslint's recommended set turns `no-undef` off for its whole block, as tsc checks
		// names in .ts files; plain JavaScript has no compiler, so the rule is back on there.
		files: DEV_CODE.map((dir) => `${dir}/**/*.{js,mjs,cjs}`),
		rules: { 'no-undef': 'error' },
	},
	{
		// CommonJS files (the jest reporter) use `module.exports`.
		files: DEV_CODE.map((dir) => `${dir}/**/*.{js,cjs}`),
		languageOptions: { sourceType: 'commonjs' },
	},
	{
		files: ['test/**/*.{ts,js}', 'dev/**/*.{ts,js}', '**/*.test.ts'],
		languageOptions: { globals: { ...globals.jest } },
	},
	{
		// Relaxed: `JsonAnswer`, the parsed JSON body that the simulator tests probe by path; typing
		// it would take a cast at each of some 200 probes and check nothing jest's matchers do not.
		files: ['test/simulator/helpers.ts'],
		rules: { '@typescript-eslint/no-explicit-any': 'off' },
	},
);
