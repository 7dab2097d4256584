/**
 * The scripted chat model over real HTTP, read as an OpenAI chat completions client reads it:
 * tool calls, then a final answer built from the tool results the client sent back.
 */
import { chatModelOf, type Simulator } from '../../../simulator';
import { call, frozenSimulator } from '../helpers';

const AUTH = { authorization: 'Bearer test-key' };
const tool = (name: string) => ({
	type: 'function',
	function: { name, description: name, parameters: { type: 'object', properties: {} } },
});

describe('scripted chat model (/v1/chat/completions)', () => {
	let sim: Simulator;
	beforeAll(async () => {
		sim = await frozenSimulator();
		chatModelOf(sim).register({
			name: 'two-tools',
			steps: [
				{ call: { tool: 'list_projects' } },
				{
					call: {
						tool: 'get_uptime',
						arguments: {
							project_id: '{{list_projects.projects.0.id}}',
							note: 'first {{list_projects.projects.0.name}}',
						},
					},
				},
				{ answer: 'Project {{list_projects.projects.0.name}}: uptime {{get_uptime.mean}} %' },
			],
		});
	});
	afterAll(async () => sim.close());

	test('asks for the first tool, then fills the next call from its result, then answers', async () => {
		const tools = [tool('list_projects'), tool('Server_get_uptime')];
		const user = { role: 'user', content: 'How is my site?' };
		const first = await call(sim, '/v1/chat/completions', {
			headers: AUTH,
			json: { model: 'two-tools', messages: [user], tools },
		});
		expect(first.status).toBe(200);
		expect(first.body.object).toBe('chat.completion');
		expect(first.body.choices[0].finish_reason).toBe('tool_calls');
		const firstCall = first.body.choices[0].message.tool_calls[0];
		expect(firstCall.function.name).toBe('list_projects');
		expect(JSON.parse(firstCall.function.arguments)).toEqual({});

		const projects = JSON.stringify({ projects: [{ id: 7, name: 'Shop' }] });
		const history = [
			user,
			{ role: 'assistant', content: null, tool_calls: [firstCall] },
			{ role: 'tool', tool_call_id: firstCall.id, content: projects },
		];
		const second = await call(sim, '/v1/chat/completions', {
			headers: AUTH,
			json: { model: 'two-tools', messages: history, tools },
		});
		const secondCall = second.body.choices[0].message.tool_calls[0];
		// The MCP Client Tool prefixes tool names: the one offered name ending in _get_uptime is used.
		expect(secondCall.function.name).toBe('Server_get_uptime');
		expect(JSON.parse(secondCall.function.arguments)).toEqual({
			project_id: 7,
			note: 'first Shop',
		});

		const done = await call(sim, '/v1/chat/completions', {
			headers: AUTH,
			json: {
				model: 'two-tools',
				tools,
				messages: [
					...history,
					{ role: 'assistant', content: '', tool_calls: [secondCall] },
					{ role: 'tool', tool_call_id: secondCall.id, content: '[{"mean":99.5}]' },
				],
			},
		});
		// `[{"mean":99.5}]` has no top-level `mean`: the placeholder says so instead of inventing a value.
		expect(done.body.choices[0].finish_reason).toBe('stop');
		expect(done.body.choices[0].message.content).toBe('Project Shop: uptime (missing) %');
		expect(chatModelOf(sim).requestsFor('two-tools')).toHaveLength(3);
	});

	test('streams the same answer as server-sent events when asked to', async () => {
		const res = await fetch(`${sim.baseUrl}/v1/chat/completions`, {
			method: 'POST',
			headers: { ...AUTH, 'content-type': 'application/json' },
			body: JSON.stringify({
				model: 'two-tools',
				stream: true,
				stream_options: { include_usage: true },
				messages: [{ role: 'user', content: 'hi' }],
				tools: [tool('list_projects')],
			}),
		});
		expect(res.headers.get('content-type')).toContain('text/event-stream');
		const events = (await res.text())
			.split('\n\n')
			.filter(Boolean)
			.map((e) => e.replace(/^data: /, ''));
		expect(events[events.length - 1]).toBe('[DONE]');
		const chunks = events.slice(0, -1).map((e) => JSON.parse(e));
		expect(
			chunks.some((c) => c.choices[0]?.delta?.tool_calls?.[0]?.function?.name === 'list_projects'),
		).toBe(true);
		expect(chunks.find((c) => c.choices[0]?.finish_reason)?.choices[0].finish_reason).toBe(
			'tool_calls',
		);
		expect(chunks[chunks.length - 1].usage.total_tokens).toBeGreaterThan(0);
	});

	test('repeats a polling step until the result says done', async () => {
		chatModelOf(sim).register({
			name: 'poll',
			steps: [
				{
					call: { tool: 'get_report', arguments: { report_id: 5 } },
					until: { path: 'status', equals: 'done' },
					maxCalls: 4,
				},
				{ answer: 'report {{get_report.status}}' },
			],
		});
		const tools = [tool('get_report')];
		const messages: unknown[] = [{ role: 'user', content: 'report' }];
		const statuses = ['in_progress', 'in_progress', 'done'];
		for (const status of statuses) {
			const res = await call(sim, '/v1/chat/completions', {
				headers: AUTH,
				json: { model: 'poll', messages, tools },
			});
			const asked = res.body.choices[0].message.tool_calls[0];
			expect(JSON.parse(asked.function.arguments)).toEqual({ report_id: 5 });
			messages.push(
				{ role: 'assistant', content: null, tool_calls: [asked] },
				{ role: 'tool', tool_call_id: asked.id, content: JSON.stringify({ status }) },
			);
		}
		const last = await call(sim, '/v1/chat/completions', {
			headers: AUTH,
			json: { model: 'poll', messages, tools },
		});
		expect(last.body.choices[0].message.content).toBe('report done');
	});

	test('refuses a missing key and an unknown model as OpenAI does; lists the scripts as models', async () => {
		const noKey = await call(sim, '/v1/chat/completions', {
			json: { model: 'two-tools', messages: [{ role: 'user', content: 'x' }] },
		});
		expect(noKey.status).toBe(401);
		expect(noKey.body.error.code).toBe('invalid_api_key');
		const unknown = await call(sim, '/v1/chat/completions', {
			headers: AUTH,
			json: { model: 'gpt-unknown', messages: [{ role: 'user', content: 'x' }] },
		});
		expect(unknown.status).toBe(404);
		expect(unknown.body.error.code).toBe('model_not_found');
		const models = await call(sim, '/v1/models', { headers: AUTH });
		expect(models.body.data.map((m: { id: string }) => m.id)).toEqual(
			expect.arrayContaining(['two-tools', 'poll']),
		);
		const bad = await call(sim, '/__sim/chat/scripts', {
			json: { name: 'x', steps: [{ call: { tool: 'a' } }] },
		});
		expect(bad.status).toBe(400);
	});
});
