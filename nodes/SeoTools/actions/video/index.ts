import type { ResourceModule } from '../types';
import { editVideo } from './edit.operation';
import { generateVideo } from './generate.operation';
import { getModels } from './getModels.operation';
import { getResult } from './getResult.operation';

// The video operations and their own helpers live here. What the SEO Tools Trigger uses too (the
// running-task count, the record of queued tasks, the result item) is in shared/video/, since the
// trigger may import nothing from actions/.

export const videoResource: ResourceModule = {
	value: 'video',
	name: 'Video',
	operations: [editVideo, generateVideo, getModels, getResult],
};
