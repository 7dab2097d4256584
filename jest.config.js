/** @type {import('jest').Config} */
module.exports = {
	testEnvironment: 'node',
	roots: ['<rootDir>/test', '<rootDir>/simulator'],
	testMatch: ['**/*.test.ts'],
	transform: {
		// Type checking runs once in `npm run typecheck`; jest only transpiles.
		'^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.test.json', diagnostics: false }],
	},
	testTimeout: 60000,
	reporters: ['default', '<rootDir>/test/summary-reporter.js'],
	maxWorkers: 2,
};
