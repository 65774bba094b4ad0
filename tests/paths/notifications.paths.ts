import { notificationsAdapter } from './notifications.adapter.ts';
import { definePaths } from './support/define-paths.ts';

definePaths(notificationsAdapter);
