import { activityPaths } from './activity.adapter.ts';
import { definePaths } from './support/define-paths.ts';

definePaths(activityPaths);
