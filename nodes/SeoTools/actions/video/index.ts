import type { ResourceModule } from '../types';
import { EditVideo } from './edit.operation';
import { GenerateVideo } from './generate.operation';
import { GetModels } from './getModels.operation';
import { GetResult } from './getResult.operation';

// The video operations and their own helpers live here. What the SEO Tools Trigger uses too (the
// running-task count, the record of queued tasks, the result item) is in shared/parts/video/, since the
// trigger may import nothing from actions/.

export const videoResource: ResourceModule = {
	value: 'video',
	name: 'Video',
	operations: [new EditVideo(), new GenerateVideo(), new GetModels(), new GetResult()],
};
