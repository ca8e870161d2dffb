// The standalone app's entry: the host's own bootstrap, with no federation and no async boundary.
// build-config/webpack-standalone.js swaps the host's two federation modules for the files of this folder.
import '../../host/src/bootstrap';
