/** The content sections' editor selection hook; it lives in src/lib, shared with the carousels. */
export { useEditorSelection } from '../../lib/editor-selection';
