import type { ResourceModule } from '../types';
import { editVideo, generateVideo, getModels, getResult } from './operations';

export const videoResource: ResourceModule = {
	value: 'video',
	name: 'Video',
	operations: [editVideo, generateVideo, getModels, getResult],
};
