/** The editor-selection hook lives in src/lib (shared by several features); kept here for existing imports. */
export { useEditorSelection } from '../../lib/editor-selection';
