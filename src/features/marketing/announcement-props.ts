/** Announcement bar props as Liquid renders them; anything malformed is dropped, never thrown. */
export interface AnnouncementMessage {
  message: string;
  message_2: string;
  /** the theme editor's block id, so the editor can select and show this message */
  block_id: string;
}

export interface AnnouncementBarProps {
  messages?: unknown;
  interval_seconds?: unknown;
  label?: unknown;
  /** Control labels from the locale file (`sections.announcement_bar.*`). */
  labels?: unknown;
}

export interface AnnouncementLabels {
  previous: string;
  next: string;
  pause: string;
  play: string;
  carousel: string;
}

export const DEFAULT_INTERVAL_SECONDS = 10;

const DEFAULT_LABELS: AnnouncementLabels = {
  previous: 'Previous announcement',
  next: 'Next announcement',
  pause: 'Pause announcements',
  play: 'Play announcements',
  carousel: 'carousel',
};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function normaliseAnnouncementProps(props: AnnouncementBarProps) {
  const list = Array.isArray(props.messages) ? props.messages : [];
  const messages: AnnouncementMessage[] = list
    .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    .map((item) => ({ message: text(item.message), message_2: text(item.message_2), block_id: text(item.block_id) }))
    .filter((item) => item.message !== '' || item.message_2 !== '');
  const seconds = Number(props.interval_seconds);
  const intervalMs = (Number.isFinite(seconds) && seconds > 0 ? seconds : DEFAULT_INTERVAL_SECONDS) * 1000;
  const given = typeof props.labels === 'object' && props.labels !== null ? (props.labels as Record<string, unknown>) : {};
  const labels = Object.fromEntries(
    Object.entries(DEFAULT_LABELS).map(([key, fallback]) => [key, text(given[key]) || fallback]),
  ) as unknown as AnnouncementLabels;
  return { messages, intervalMs, label: text(props.label) || 'Announcements', labels };
}
