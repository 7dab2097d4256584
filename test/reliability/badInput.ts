import type { IDataObject, INodeExecutionData } from 'n8n-workflow';
import { catalogProfile } from '../../simulator';
import { type BadInputRow, figures } from './report';
import { type ProductHarness, shop } from './runs';

interface BadInput {
	operation: string;
	input: string;
	parameters: IDataObject;
	items?: INodeExecutionData[];
	/** The message must name the field and the rule. */
	message: RegExp;
	account?: boolean;
}

/** An expression, as a user maps a field from input data: n8n checks literal IDs itself in the editor. */
const byExpression = (value: string) => ({
	__rl: true,
	mode: 'id',
	value: `={{ ${JSON.stringify(value)} }}`,
});

/** Model values come from the simulator's catalog profile: the node knows none of them. */
const catalog = catalogProfile('standard');
const video = (extra: IDataObject): IDataObject => ({
	resource: 'video',
	operation: 'generate',
	model: '',
	prompt: 'кот на пляже',
	aspectRatio: '16:9',
	quality: '720p',
	duration: 0,
	imageSource: 'none',
	...extra,
});
const edit = (extra: IDataObject): IDataObject => ({
	resource: 'video',
	operation: 'edit',
	model: catalog.roles.edit,
	prompt: 'сделай ночь',
	videoSource: 'url',
	videoUrl: 'https://cdn.example/clip.mp4',
	...extra,
});
const file = (name: string, mimeType: string, size: number): INodeExecutionData[] => [
	{
		json: {},
		binary: { data: { data: Buffer.alloc(size, 1).toString('base64'), mimeType, fileName: name } },
	},
];
const agent = (tool: string, args: string, extra: IDataObject = {}): IDataObject => ({
	resource: 'agent',
	operation: 'callTool',
	tool: { __rl: true, mode: 'name', value: tool },
	argumentsMode: 'json',
	argumentsJson: args,
	...extra,
});

export const BAD_INPUTS: BadInput[] = [
	{
		operation: 'Project → Get',
		input: 'project ID "abc"',
		parameters: { resource: 'project', operation: 'get', project: byExpression('abc') },
		message: /Project: "abc" is not a project ID/,
	},
	{
		operation: 'Project → Get',
		input: 'empty project',
		parameters: { resource: 'project', operation: 'get', project: byExpression('') },
		message: /Project: .*not a project ID/,
	},
	{
		operation: 'Project → Get',
		input: 'page URL without an ID',
		parameters: {
			resource: 'project',
			operation: 'get',
			project: { __rl: true, mode: 'url', value: '={{ "https://seo-tools.example/projects/" }}' },
		},
		message: /Project: .*not a project ID/,
	},
	{
		operation: 'Project → Get Traffic',
		input: 'From "2026-13-45"',
		parameters: {
			resource: 'project',
			operation: 'traffic',
			project: shop,
			grouping: 'day',
			options: { from: '2026-13-45' },
		},
		message: /From: "2026-13-45" is not a date/,
	},
	{
		operation: 'Project → Get Traffic',
		input: 'To "soon"',
		parameters: {
			resource: 'project',
			operation: 'traffic',
			project: shop,
			grouping: 'day',
			options: { to: 'soon' },
		},
		message: /To: "soon" is not a date/,
	},
	{
		operation: 'Project → Get Traffic',
		input: 'From "11/05/2026" (day or month first?)',
		parameters: {
			resource: 'project',
			operation: 'traffic',
			project: shop,
			grouping: 'day',
			options: { from: '11/05/2026' },
		},
		message: /From: "11\/05\/2026" is not a date/,
	},
	{
		operation: 'Project → Get Traffic',
		input: 'To "1"',
		parameters: {
			resource: 'project',
			operation: 'traffic',
			project: shop,
			grouping: 'day',
			options: { to: '1' },
		},
		message: /To: "1" is not a date/,
	},
	{
		operation: 'Project → Get Search Systems',
		input: 'domain "not a domain"',
		parameters: { resource: 'project', operation: 'searchSystems', domain: 'not a domain' },
		message: /Domain: "not a domain" contains a space/,
		account: true,
	},
	{
		operation: 'Project → Create',
		input: 'empty domain',
		parameters: {
			resource: 'project',
			operation: 'create',
			domain: '={{ "" }}',
			keywords: 'кеды',
			dryRun: true,
		},
		message: /Domain: "" is empty/,
		account: true,
	},
	{
		operation: 'Project → Suggest Queries',
		input: 'domain "http://"',
		parameters: {
			resource: 'project',
			operation: 'suggestQueries',
			domain: 'http://',
			returnAll: true,
		},
		message: /Domain: "http:\/\/" has no domain in it/,
		account: true,
	},
	{
		operation: 'Query Group → Create',
		input: 'empty name',
		parameters: {
			resource: 'queryGroup',
			operation: 'create',
			project: shop,
			name: '={{ "" }}',
			queries: '',
		},
		message: /Name must not be empty/,
	},
	{
		operation: 'Query Group → Create',
		input: 'name of spaces',
		parameters: {
			resource: 'queryGroup',
			operation: 'create',
			project: shop,
			name: '   ',
			queries: '',
		},
		message: /Name must not be empty/,
	},
	{
		operation: 'Query Group → Delete',
		input: 'group ID "abc"',
		parameters: {
			resource: 'queryGroup',
			operation: 'delete',
			project: shop,
			groupIds: 'abc',
			queriesAction: 'move',
			moveToGroupId: '1',
		},
		message: /Group IDs?: "abc" is not an ID/,
	},
	{
		operation: 'Query Group → Delete',
		input: 'delete queries without confirmation',
		parameters: {
			resource: 'queryGroup',
			operation: 'delete',
			project: shop,
			groupIds: '1001',
			queriesAction: 'delete',
			confirmDeleteQueries: false,
		},
		message: /Confirm Irreversible Deletion must be on/,
	},
	{
		operation: 'Query Group → Move Queries',
		input: 'query ID "x"',
		parameters: {
			resource: 'queryGroup',
			operation: 'move',
			project: shop,
			queryIds: '1, x',
			fromGroupId: '1',
			destination: 'id',
			toGroupId: '1001',
		},
		message: /Query IDs?: "x" is not an ID/,
	},
	{
		operation: 'Query Group → Move Queries',
		input: 'query ID "9007199254740993" (above 2^53)',
		parameters: {
			resource: 'queryGroup',
			operation: 'move',
			project: shop,
			queryIds: '1, 9007199254740993',
			fromGroupId: '1',
			destination: 'id',
			toGroupId: '1001',
		},
		message: /Query IDs: "9007199254740993" is not an ID/,
	},
	{
		operation: 'Query Group → Move Queries',
		input: 'query ID "0x10"',
		parameters: {
			resource: 'queryGroup',
			operation: 'move',
			project: shop,
			queryIds: '1, 0x10',
			fromGroupId: '1',
			destination: 'id',
			toGroupId: '1001',
		},
		message: /Query IDs: "0x10" is not an ID/,
	},
	{
		operation: 'Query Group → Move Queries',
		input: 'empty destination name',
		parameters: {
			resource: 'queryGroup',
			operation: 'move',
			project: shop,
			queryIds: '1',
			fromGroupId: '1',
			destination: 'name',
			toGroupName: ' ',
		},
		message: /To Group Name must not be empty/,
	},
	{
		operation: 'Query → Delete',
		input: 'without confirmation',
		parameters: {
			resource: 'query',
			operation: 'delete',
			project: shop,
			queryIds: '1',
			confirm: false,
		},
		message: /Confirm Irreversible Deletion must be on/,
	},
	{
		operation: 'Query → Delete',
		input: 'query ID "-3"',
		parameters: {
			resource: 'query',
			operation: 'delete',
			project: shop,
			queryIds: '12, -3',
			confirm: true,
		},
		message: /Query IDs?: "-3" is not an ID/,
	},
	{
		operation: 'Query → Add or Update',
		input: 'promoted URL "ftp://x"',
		parameters: {
			resource: 'query',
			operation: 'set',
			project: shop,
			source: 'list',
			phrases: 'кеды',
			groupBy: 'id',
			groupId: '1',
			groupMode: 'add',
			url: 'ftp://x.ru/a',
		},
		message: /Promoted URL: "ftp:\/\/x.ru\/a" is not an http\(s\) address/,
	},
	{
		operation: 'Query → Add or Update',
		input: 'phrase holding the separator "|"',
		parameters: {
			resource: 'query',
			operation: 'set',
			project: shop,
			source: 'list',
			phrases: 'кеды | кроссовки',
			groupBy: 'none',
		},
		message: /Phrases: "кеды \| кроссовки" holds "\|"/,
	},
	{
		operation: 'Audit → Get Full',
		input: 'project ID "x1"',
		parameters: { resource: 'audit', operation: 'get', project: byExpression('x1') },
		message: /Project: "x1" is not a project ID/,
	},
	{
		operation: 'Uptime → Get',
		input: 'project ID "1.5"',
		parameters: {
			resource: 'uptime',
			operation: 'get',
			project: byExpression('1.5'),
			period: 'day',
			output: 'intervals',
		},
		message: /Project: "1.5" is not a project ID/,
	},
	{
		operation: 'Video → Generate',
		input: 'empty prompt',
		parameters: video({ prompt: '={{ "" }}' }),
		message: /Prompt: describe the scene/,
	},
	{
		operation: 'Video → Generate',
		input: 'prompt of 5,000 characters',
		parameters: video({ prompt: 'к'.repeat(5000) }),
		message: /Prompt: at most \d+ characters for this model \(now 5000\)/,
	},
	{
		operation: 'Video → Generate',
		input: 'prompt with --ar 16:9',
		parameters: video({ prompt: 'кот --ar 16:9' }),
		message: /Prompt: remove parameters of the form --param/,
	},
	{
		operation: 'Video → Generate',
		input: 'prompt with a link',
		parameters: video({ prompt: 'кот как на https://x.ru/cat' }),
		message: /Prompt: remove links/,
	},
	{
		operation: 'Video → Generate',
		input: 'unknown model',
		parameters: video({ model: 'model-zzz' }),
		message: /Model: "model-zzz" is not in the catalog of this account/,
	},
	{
		operation: 'Video → Generate',
		input: 'aspect ratio 5:4',
		parameters: video({ aspectRatio: '5:4' }),
		message: /Aspect Ratio: one of 1:1, 2:3/,
	},
	{
		operation: 'Video → Generate',
		input: 'quality 8k',
		parameters: video({ quality: '8k' }),
		message: /Quality: one of 480p, 720p, 1080p, 4k/,
	},
	{
		operation: 'Video → Generate',
		input: 'duration of 7.5 seconds',
		parameters: video({ duration: 7.5 }),
		message: /Duration \(Seconds\): a whole number of seconds, or 0 for the model default/,
	},
	{
		operation: 'Video → Generate',
		input: 'image URL on localhost',
		parameters: video({ imageSource: 'url', imageUrl: 'http://localhost/cat.png' }),
		message: /Reference Image URL: local addresses and localhost are refused/,
	},
	{
		operation: 'Video → Generate',
		input: 'image URL to a .gif',
		parameters: video({ imageSource: 'url', imageUrl: 'https://cdn.example/cat.gif' }),
		message: /Reference Image URL: the file must end in \.png/,
	},
	{
		operation: 'Video → Generate',
		input: 'image URL without a scheme',
		parameters: video({ imageSource: 'url', imageUrl: 'cdn.example/cat.png' }),
		message: /Reference Image URL: must start with http/,
	},
	{
		operation: 'Video → Generate',
		input: 'reference image that is a text file',
		parameters: video({ imageSource: 'binary', imageBinaryProperty: 'data' }),
		items: file('notes.txt', 'text/plain', 100),
		message: /Reference Image: PNG, JPEG or WebP only \(got text\/plain\)/,
	},
	{
		operation: 'Video → Edit',
		input: 'a model that cannot edit',
		parameters: edit({ model: catalog.default }),
		message: new RegExp(`Model: "${catalog.default}" cannot edit videos; choose an edit model`),
	},
	{
		operation: 'Video → Edit',
		input: 'no source video',
		parameters: edit({ videoUrl: '' }),
		message: /Source Video/,
	},
	{
		operation: 'Video → Edit',
		input: 'source video URL to a .gif',
		parameters: edit({ videoUrl: 'https://cdn.example/clip.gif' }),
		message: /Source Video URL: the file must end in \.mp4/,
	},
	{
		operation: 'Video → Edit',
		input: 'uploaded video of 11 MB',
		parameters: edit({ videoSource: 'binary', videoBinaryProperty: 'data' }),
		items: file('clip.mp4', 'video/mp4', 11 * 1024 * 1024),
		message: /Source Video: at most 10 MB \(the file has 11.0 MB\)/,
	},
	{
		operation: 'Video → Edit',
		input: 'uploaded .txt as video',
		parameters: edit({ videoSource: 'binary', videoBinaryProperty: 'data' }),
		items: file('clip.txt', 'text/plain', 100),
		message: /Source Video: unsupported format "clip.txt"/,
	},
	{
		operation: 'Video → Get Result',
		input: 'report ID "abc"',
		parameters: { resource: 'video', operation: 'getResult', reportId: 'abc' },
		message: /Report ID: "abc" is not a report ID \(a whole number\)/,
	},
	{
		operation: 'Balance → Create Top-Up',
		input: 'sum 10.5',
		parameters: { resource: 'balance', operation: 'add', sum: 10.5 },
		message: /Sum must be a whole number above 0/,
		account: true,
	},
	{
		operation: 'Balance → Create Top-Up',
		input: 'sum -5',
		parameters: { resource: 'balance', operation: 'add', sum: -5 },
		message: /Sum must be a whole number above 0/,
		account: true,
	},
	{
		operation: 'Balance → Link Payment',
		input: 'payment ID 0',
		parameters: { resource: 'balance', operation: 'update', paymentId: 0, externalId: 'pay_1' },
		message: /Payment ID must be a whole number above 0/,
		account: true,
	},
	{
		operation: 'Balance → Link Payment',
		input: 'empty provider payment ID',
		parameters: { resource: 'balance', operation: 'update', paymentId: 5, externalId: ' ' },
		message: /Provider Payment ID must not be empty/,
		account: true,
	},
	{
		operation: 'Balance → Confirm Payment',
		input: 'empty provider payment ID',
		parameters: { resource: 'balance', operation: 'confirm', externalId: '={{ "" }}' },
		message: /Provider Payment ID must not be empty/,
		account: true,
	},
	{
		operation: 'Account → Register',
		input: 'e-mail with a comma',
		parameters: { resource: 'account', operation: 'register', email: 'a,b@x.test', password: 'pw' },
		message: /Email must not contain/,
		account: true,
	},
	{
		operation: 'Account → Register',
		input: 'e-mail with two dots',
		parameters: {
			resource: 'account',
			operation: 'register',
			email: 'a..b@x.test',
			password: 'pw',
		},
		message: /Email must not contain two dots in a row/,
		account: true,
	},
	{
		operation: 'Account → Register',
		input: 'not an e-mail',
		parameters: {
			resource: 'account',
			operation: 'register',
			email: 'not-an-email',
			password: 'pw',
		},
		message: /Email /,
		account: true,
	},
	{
		operation: 'Account → Register',
		input: 'empty password',
		parameters: {
			resource: 'account',
			operation: 'register',
			email: 'ok@x.test',
			password: '={{ "" }}',
		},
		message: /Password must not be empty/,
		account: true,
	},
	{
		operation: 'Account → Delete Account',
		input: 'without confirmation',
		parameters: { resource: 'account', operation: 'delete', confirm: false },
		message: /Confirm Account Deletion must be on/,
		account: true,
	},
	{
		operation: 'Agent → Call Tool',
		input: 'arguments "{bad"',
		parameters: agent('get_uptime', '{bad'),
		message: /Arguments \(JSON\): not valid JSON/,
	},
	{
		operation: 'Agent → Call Tool',
		input: 'arguments "[1]"',
		parameters: agent('get_uptime', '[1]'),
		message: /Arguments \(JSON\): must be a JSON object/,
	},
	{
		operation: 'Agent → Call Tool',
		input: 'project_id "shop"',
		parameters: agent('get_uptime', '{"project_id":"shop"}'),
		message: /Tool get_uptime: project_id must be a whole number/,
	},
	{
		operation: 'Agent → Call Tool',
		input: 'project_id 9007199254740993 (above 2^53)',
		parameters: agent('get_uptime', '{"project_id":9007199254740993}'),
		message: /Arguments \(JSON\): 9007199254740993 cannot be sent exactly/,
	},
	{
		operation: 'Agent → Call Tool',
		input: 'period "year"',
		parameters: agent('get_uptime', '{"project_id":101,"period":"year"}'),
		message: /period must be one of day, week/,
	},
	{
		operation: 'Agent → Call Tool',
		input: 'required argument missing',
		parameters: agent('get_report', '{"project_id":101}'),
		message: /Tool get_report: missing required argument: report_id/,
	},
	{
		operation: 'Agent → Call Tool',
		input: 'destructive tool unconfirmed',
		parameters: agent('delete_note', '{"project_id":101,"note_id":1}'),
		message: /Tool delete_note is destructive .* was not run/,
	},
	{
		operation: 'Agent → Call Tool',
		input: 'unknown tool',
		parameters: agent('no_such_tool', '{}'),
		message: /Tool no_such_tool is not in the catalog/,
	},
];

/** Reads that a check depends on and that cost nothing: the video catalog, the agent's tool list. */
const isCatalogRead = (r: { method: string; path: string; query: IDataObject; json: unknown }) =>
	(r.path === '/api/aivideo' && r.method === 'GET' && r.query.models !== undefined) ||
	(r.path === '/api/mcp' &&
		['tools/list', 'initialize'].includes(String((r.json as IDataObject | undefined)?.method)));

/** Runs every row under continue-on-fail; records the message, the output items and the requests that acted. */
export async function refuseAll(
	h: ProductHarness,
): Promise<Array<{ row: BadInput; figure: BadInputRow; items: number }>> {
	const outcomes = [];
	for (const row of BAD_INPUTS) {
		const before = h.sim.requests.length;
		let message: string;
		let items = 0;
		try {
			const result = await h.run(row.parameters, { input: row.items, continueOnFail: true });
			items = result.items('Node').length;
			message = String(
				result.items('Node')[0]?.json.error ?? result.error('Node')?.message ?? '(no error)',
			);
		} catch (error) {
			message = `(the run failed: ${(error as Error).message})`;
		}
		const acted = h.sim.requests.slice(before).filter((r) => !isCatalogRead(r as never)).length;
		const figure: BadInputRow = {
			operation: row.operation,
			input: row.input,
			message,
			requests: acted,
		};
		figures.badInputs.push(figure);
		outcomes.push({ row, figure, items });
	}
	return outcomes;
}
