/**
 * Content tabs (widget `content-tabs`): the section's tab blocks as WAI-ARIA tabs, the first one
 * active. Liquid renders this first frame (same ids), so the island waits for input; without
 * JavaScript the topics are stacked.
 */
import { useState } from 'react';
import { Tabs } from '../../components/Tabs';
import { contentTabsSchema, type ContentTabsProps } from './content-props';
import { useEditorSelection } from './editor-selection';

export const schema = contentTabsSchema;

export default function ContentTabs({ sectionId, label, tabs }: ContentTabsProps) {
  const [activeId, setActiveId] = useState<string | null>(null);
  useEditorSelection({
    sectionId,
    blockIds: tabs.map((t) => t.id),
    onSelect: (blockId) => {
      if (blockId) setActiveId(blockId);
    },
  });

  if (tabs.length === 0) return null;
  return (
    <Tabs
      className="content-tabs__tabs"
      panelClassName="content-tabs__panel rte"
      label={label}
      idPrefix={`ContentTabs-${sectionId}`}
      blockType="tab"
      activeId={activeId}
      onChange={setActiveId}
      items={tabs.map((t) => ({
        id: t.id,
        label: t.title,
        panel: <div dangerouslySetInnerHTML={{ __html: t.content }} />,
      }))}
    />
  );
}
