import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chatModelOf, type ChatScript, type Simulator } from '../../simulator';
import { agentAnswer, toolRuns } from '../../dev/n8n/agent';
import { EXAMPLES, type WorkflowJson } from '../../dev/n8n/examples';
import { EXAMPLES_DIR } from '../../dev/n8n/paths';
import type { N8nInstance } from '../../dev/n8n/runtime';
import { runError } from '../../dev/n8n/runtime';
import type { ExampleOutcome } from '../../dev/n8n/scenario';

/** The model the example names (a real OpenAI model id; the demo's simulator answers to it with a script). */
export function assistantModel(): string {
	const workflow = JSON.parse(
		readFileSync(join(EXAMPLES_DIR, EXAMPLES.assistant.file), 'utf8'),
	) as WorkflowJson;
	const node = workflow.nodes.find((n) => n.type === '@n8n/n8n-nodes-langchain.lmChatOpenAi');
	const model = (node?.parameters.model as { value?: string } | undefined)?.value;
	if (!model) throw new Error(`${EXAMPLES.assistant.file}: no OpenAI Chat Model with a model id`);
	return model;
}

/**
 * What the scripted model does for the SEO assistant example: projects and uptime through the
 * SEO Tools node as tools, a weekly report through the MCP Client Tool (create_report, then
 * get_report by its report_id until it is done), then an answer built from those results.
 */
export function assistantScript(model: string): ChatScript {
	return {
		name: model,
		steps: [
			{ call: { tool: 'Get_Projects' } },
			{ call: { tool: 'Get_Uptime', arguments: { project_id: '{{Get_Projects.0.id}}' } } },
			{
				call: {
					tool: 'create_report',
					arguments: { project_id: '{{Get_Projects.0.id}}', period: 'week' },
				},
			},
			{
				call: {
					tool: 'get_report',
					arguments: {
						project_id: '{{Get_Projects.0.id}}',
						report_id: '{{create_report.0.structuredContent.report_id}}',
					},
				},
				until: { path: '0.structuredContent.status', equals: 'done' },
				maxCalls: 5,
			},
			{
				answer:
					'{{Get_Projects.0.domain}} (project {{Get_Projects.0.id}}) had a mean uptime of {{Get_Uptime.0.mean_percent}} % over the last 30 days, ' +
					'{{Get_Uptime.0.intervals_below_100}} day(s) below 100 %. The weekly report {{create_report.0.structuredContent.report_id}} is {{get_report.0.structuredContent.status}}.',
			},
		],
	};
}

/** The example in the demo: registers its script, runs it with `n8n execute`, checks the answer. */
export async function runSeoAssistant(n8n: N8nInstance, sim: Simulator): Promise<ExampleOutcome> {
	const name = 'SEO assistant (AI Agent, scripted model)';
	const model = assistantModel();
	chatModelOf(sim).register(assistantScript(model));
	const { run, ms, stdout } = await n8n.execute(EXAMPLES.assistant.id);
	if (run?.status !== 'success') {
		return {
			name,
			ok: false,
			lines: [],
			ms,
			run,
			error:
				runError(run) ??
				/Execution error:\s*\n(?:=+\n)?([^\n]+)/.exec(stdout)?.[1] ??
				'n8n printed no run data',
		};
	}
	const answer = agentAnswer(run);
	const chats = chatModelOf(sim).requestsFor(model);
	const polls = toolRuns(run, 'SEO Tools MCP').length;
	const lines = [
		`model "${model}" (scripted): ${chats.length} chat request(s), ${chats[0]?.tools.length ?? 0} tool(s) offered`,
		`tool runs: Get Projects ${toolRuns(run, 'Get Projects').length}, Get Uptime ${toolRuns(run, 'Get Uptime').length}, SEO Tools MCP ${polls}`,
		`answer: ${answer}`,
	];
	const ok =
		/mean uptime of \d+(\.\d+)? %/.test(answer) &&
		/ is done\.$/.test(answer) &&
		!answer.includes('(missing)');
	return {
		name,
		ok,
		lines,
		ms,
		run,
		error: ok ? undefined : 'the answer lacks the uptime or the finished report',
	};
}
