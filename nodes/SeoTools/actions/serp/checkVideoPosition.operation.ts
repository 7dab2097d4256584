import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class CheckVideoPosition extends ToolOperation {
	readonly value = 'checkVideoPosition';
	readonly name = 'Check Video Position';
	readonly action = 'Check the video position of a channel for a query';
	readonly declaration: ToolDeclaration = {
		tool: 'video_position_check',
		description: 'Where a video channel ranks for a query (spends limits; sent once)',
		scope: 'account',
		fields: [
			{ param: 'query', type: 'string', required: true, description: 'The query' },
			{ param: 'channel', type: 'string', required: true, description: 'The channel' },
		],
	};
}
