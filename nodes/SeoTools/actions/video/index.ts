import type { ResourceModule } from '../types';
import { editVideo } from './edit.operation';
import { generateVideo } from './generate.operation';
import { getModels } from './getModels.operation';
import { getResult } from './getResult.operation';

export const videoResource: ResourceModule = {
	value: 'video',
	name: 'Video',
	operations: [editVideo, generateVideo, getModels, getResult],
};
