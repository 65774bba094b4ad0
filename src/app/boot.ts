/**
 * The app's entry: the styles of the first paint (the build puts them into index.html), then
 * the app. In a built page it is asked for by index.html's inline script once the page's first
 * view is painted (first-view/start-after-paint.ts), so the app's code never competes with that
 * content for the network or the processor.
 */
import './styles.css';
import './styles-centre.css';
import './styles-first-view.css';
import '../ui/ui.css';
// The header is in the server's first view: its styles come with the page, not its code.
import './shell/nav.css';

import './main.tsx';
