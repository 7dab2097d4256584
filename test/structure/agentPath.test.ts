/**
 * One way to call an agent tool (docs/architecture.md, "The path of an agent tool call"): only the
 * one module, its wait and the catalog reader send through the agent transport; the raw HTTP send
 * is no door of the transport; and no caller hands a function to the one way.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, sourceFiles } from './imports';

const AGENT = 'nodes/shared/parts/agent';
const ONE_WAY = [
	`${AGENT}/agentToolCall.ts`,
	`${AGENT}/listAgentTools.ts`,
	`${AGENT}/waitForAgentTask.ts`,
];
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
const outsideTransport = () =>
	[...sourceFiles('nodes'), ...sourceFiles('credentials')].filter(
		(file) => !file.startsWith('nodes/shared/transport/'),
	);

describe('one way to call an agent tool', () => {
	it('only the one way sends through the agent transport (agentRequest, agentToolRequest)', () => {
		const senders = outsideTransport().filter((file) =>
			/\b(agentRequest|agentToolRequest)\s*\(/.test(read(file)),
		);
		expect(senders).toEqual(ONE_WAY);
	});

	it('the transport offers no raw send: files go through downloadFile', () => {
		const index = read('nodes/shared/transport/index.ts');
		expect(index).not.toMatch(/export (?:async function send\b|\{[^}]*\bsend\b[^}]*\})/);
		expect(index).toMatch(/export \{ downloadFile \} from '\.\/downloadFile'/);
	});

	it('callers give the one way data, never a function', () => {
		const callers = outsideTransport().filter((file) => /\bagentToolCall\(/.test(read(file)));
		expect(callers.length).toBeGreaterThan(10);
		const handsDown = callers.filter((file) =>
			/agentToolCall\([^;]*=>[^;]*\)\s*;/.test(read(file).replace(/\n/g, ' ')),
		);
		expect(handsDown).toEqual([]);
	});
});
