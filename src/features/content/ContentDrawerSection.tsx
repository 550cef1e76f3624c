/**
 * Content drawer section (widget `content-drawer`): a button that opens the section's text blocks
 * in the shared side drawer. Liquid renders the same button, and the blocks inline for shoppers
 * without JavaScript. In the theme editor, selecting the section or one of its blocks opens it.
 */
import { ContentDrawer, ContentDrawerToggle, closeContentDrawer, openContentDrawer } from '../../components/ContentDrawer';
import { contentDrawerSchema, type ContentDrawerSectionProps } from './content-props';
import { useEditorSelection } from './editor-selection';

export const schema = contentDrawerSchema;

export default function ContentDrawerSection({ sectionId, drawerId, buttonLabel, title, closeLabel, side, items }: ContentDrawerSectionProps) {
  useEditorSelection({
    sectionId,
    blockIds: items.map((item) => item.id),
    onSelect: () => openContentDrawer(drawerId),
    onDeselect: () => closeContentDrawer(drawerId),
  });

  return (
    <>
      <ContentDrawerToggle drawerId={drawerId} className="button button--secondary content-drawer-section__toggle">
        {buttonLabel}
      </ContentDrawerToggle>
      <ContentDrawer id={drawerId} title={title} closeLabel={closeLabel} side={side}>
        {items.map((item) => (
          <div key={item.id} className="content-drawer-section__item">
            {item.heading && <h3 className="content-drawer-section__item-heading">{item.heading}</h3>}
            <div className="rte" dangerouslySetInnerHTML={{ __html: item.content }} />
          </div>
        ))}
      </ContentDrawer>
    </>
  );
}
