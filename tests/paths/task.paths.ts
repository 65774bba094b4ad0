import { definePaths } from './support/define-paths.ts';
import { taskPaths } from './task.adapter.ts';

definePaths(taskPaths);
