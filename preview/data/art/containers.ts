// The sample shop's containers: the squeezable can, the refill tin, the chili-crisp jar, the
// vinegar bottle and an open gift box. Each is drawn standing on (0, 0), centred on x = 0.
import { C, label, place } from './draw-kit';

export type CanPattern = 'stripes' | 'drips' | 'dots' | 'zigzag' | 'rays' | 'plain';

export interface CanLook {
  body: string;
  label: string;
  /** text colour on the label */
  text: string;
  name: string;
  /** small line under the name */
  sub: string;
  /** a label icon from ./icons (100-unit box) */
  icon: string;
  /** colour of the pattern between the shoulder and the label */
  accent: string;
  pattern: CanPattern;
  cap?: string;
  volume?: string;
}

function canPattern(look: CanLook): string {
  const a = look.accent;
  switch (look.pattern) {
    case 'stripes':
      return [-520, -490, -460].map((y) => `<rect x="-190" y="${y}" width="380" height="14" fill="${a}"/>`).join('');
    case 'drips':
      return `<path d="M-190 -540H190V-500Q170 -500 168 -470Q166 -440 150 -440Q134 -440 132 -480Q130 -500 100 -500Q70 -500 68 -450Q66 -420 48 -420Q30 -420 28 -460Q26 -500 -10 -500Q-40 -500 -42 -470Q-44 -444 -60 -444Q-76 -444 -78 -476Q-80 -500 -120 -500Q-150 -500 -152 -460Q-154 -436 -170 -436Q-186 -436 -190 -470z" fill="${a}"/>`;
    case 'dots':
      return `<g fill="${a}">${[-150, -90, -30, 30, 90, 150].map((x, i) => `<circle cx="${x}" cy="${i % 2 ? -470 : -500}" r="14"/>`).join('')}</g>`;
    case 'zigzag':
      return `<path d="M-190 -470${Array.from({ length: 8 }, (_, i) => `L${-190 + (i + 0.5) * 47.5} ${-510}L${-190 + (i + 1) * 47.5} -470`).join('')}" stroke="${a}" stroke-width="16" fill="none" stroke-linejoin="round"/>`;
    case 'rays':
      return `<g fill="${a}">${[-170, -90, -10, 70, 150].map((x) => `<path d="M${x} -440L${x + 40} -440L${x + 80} -540L${x + 40} -540z"/>`).join('')}</g>`;
    case 'plain':
      return '';
  }
}

/** The brand's squeezable can: body, shoulder, nozzle, label with name and icon. 380 x 790 units. */
export function squeezeCan(look: CanLook): string {
  const cap = look.cap ?? C.ink;
  return (
    `<rect x="-190" y="-560" width="380" height="560" rx="40" fill="${look.body}"/>` +
    `<path d="M-190 -500C-190 -600 -120 -640 -60 -650H60C120 -640 190 -600 190 -500z" fill="${look.body}"/>` +
    canPattern(look) +
    `<rect x="-64" y="-680" width="128" height="38" rx="10" fill="${cap}"/>` +
    `<path d="M-40 -680L-14 -770H14L40 -680z" fill="${cap}"/><rect x="-8" y="-792" width="16" height="26" rx="5" fill="${cap}"/>` +
    `<rect x="-190" y="-420" width="380" height="280" fill="${look.label}"/>` +
    label(0, -384, 'GOOD DROP', 24, look.text, { spacing: 6, fit: 250 }) +
    place(look.icon, 0, -300, { scale: 0.95 }) +
    label(0, -200, look.name, 60, look.text, { fit: 330 }) +
    label(0, -160, look.sub, 19, look.text, { weight: 700, spacing: 2, fit: 320 }) +
    label(0, -66, look.volume ?? '500 ML', 26, look.label, { spacing: 3 }) +
    `<rect x="-162" y="-540" width="30" height="500" rx="15" fill="${C.white}" opacity=".2"/>` +
    `<rect x="138" y="-540" width="34" height="500" rx="17" fill="${C.ink}" opacity=".1"/>`
  );
}

/** A squat refill tin with a pull-ring lid, ridges and a stamped label. 300 x 360 units. */
export function refillTin(body: string, labelFill: string, text: string, icon: string): string {
  return (
    `<rect x="-150" y="-320" width="300" height="300" fill="${body}"/>` +
    `<ellipse cy="-20" rx="150" ry="28" fill="${body}"/>` +
    `<path d="M-150 -292H150M-150 -48H150" stroke="${C.ink}" stroke-opacity=".18" stroke-width="6"/>` +
    `<rect x="-150" y="-250" width="300" height="170" fill="${labelFill}"/>` +
    place(icon, -82, -166, { scale: 0.72 }) +
    label(40, -172, 'REFILL', 44, text, { fit: 150 }) +
    label(40, -130, 'KEEP THE CAN', 16, text, { weight: 700, spacing: 2, fit: 150 }) +
    `<ellipse cy="-320" rx="150" ry="30" fill="${C.cream}"/><ellipse cy="-318" rx="128" ry="22" fill="${C.ink}" opacity=".12"/>` +
    `<ellipse cx="30" cy="-322" rx="40" ry="12" fill="none" stroke="${C.ink}" stroke-opacity=".45" stroke-width="7"/>` +
    `<rect x="-130" y="-300" width="22" height="260" rx="11" fill="${C.white}" opacity=".22"/>`
  );
}

/** A glass jar of chili crisp with a lid and a wrap-around label. 360 x 480 units. */
export function chiliJar(lid: string, labelFill: string, text: string, icon: string): string {
  const flakes = [[-110, -330], [-60, -360], [10, -340], [80, -370], [120, -320], [-120, -110], [-70, -80], [100, -90], [40, -60], [-20, -100]]
    .map(([x, y], i) => `<rect x="${x}" y="${y}" width="${14 + (i % 3) * 6}" height="10" rx="4" fill="${i % 2 ? C.gold : C.ink}" transform="rotate(${i * 37} ${x} ${y})"/>`)
    .join('');
  return (
    `<rect x="-170" y="-400" width="340" height="400" rx="56" fill="${C.cream}" opacity=".35"/>` +
    `<rect x="-156" y="-390" width="312" height="376" rx="46" fill="#A52A1A"/>` +
    `<path d="M-156 -380Q0 -410 156 -380V-330Q0 -350 -156 -330z" fill="${C.tomato}"/>` +
    flakes +
    `<rect x="-170" y="-300" width="340" height="170" fill="${labelFill}"/>` +
    place(icon, -96, -215, { scale: 0.9 }) +
    label(44, -222, 'HOT', 58, text) +
    label(44, -164, 'DROP', 58, text) +
    `<rect x="-150" y="-470" width="300" height="80" rx="16" fill="${lid}"/>` +
    `<path d="M-120 -458V-402M-80 -458V-402M-40 -458V-402M0 -458V-402M40 -458V-402M80 -458V-402M120 -458V-402" stroke="${C.ink}" stroke-opacity=".25" stroke-width="6"/>` +
    `<rect x="-148" y="-380" width="24" height="340" rx="12" fill="${C.white}" opacity=".25"/>`
  );
}

/** A tall glass bottle with a cork and a label; `liquid` shows through the glass. 240 x 820 units. */
export function bottle(liquid: string, labelFill: string, text: string, icon: string, lines: [string, string]): string {
  const outline = 'M-46 -800H46V-620C46 -560 120 -540 120 -460V-30Q120 0 90 0H-90Q-120 0 -120 -30V-460C-120 -540 -46 -560 -46 -620z';
  return (
    `<path d="${outline}" fill="${liquid}"/>` +
    `<path d="M-46 -800H46V-700H-46z" fill="${C.cream}" opacity=".5"/>` +
    `<rect x="-40" y="-860" width="80" height="80" rx="12" fill="${C.kraft}"/><rect x="-52" y="-792" width="104" height="26" rx="8" fill="${C.gold}"/>` +
    `<rect x="-120" y="-400" width="240" height="280" rx="10" fill="${labelFill}"/>` +
    place(icon, 0, -320, { scale: 0.8 }) +
    label(0, -216, lines[0], 44, text, { fit: 190 }) +
    label(0, -170, lines[1], 26, text, { weight: 700, spacing: 2, fit: 200 }) +
    `<path d="M-96 -470Q-100 -300 -96 -60" stroke="${C.white}" stroke-opacity=".35" stroke-width="18" fill="none" stroke-linecap="round"/>` +
    `<path d="M-28 -780V-640" stroke="${C.white}" stroke-opacity=".35" stroke-width="10" stroke-linecap="round"/>`
  );
}

/**
 * An open gift box seen from the front, `width` wide: the back wall and flaps, then `contents`
 * (drawn standing on y = -60), then the front wall, so the contents peek out of the box.
 */
export function openBox(width: number, height: number, wall: string, inside: string, contents: string, front = ''): string {
  const w = width / 2;
  return (
    `<path d="M${-w} ${-height}L${-w - 60} ${-height - 90}L${-w + 40} ${-height - 60}z" fill="${inside}"/>` +
    `<path d="M${w} ${-height}L${w + 60} ${-height - 90}L${w - 40} ${-height - 60}z" fill="${inside}"/>` +
    `<rect x="${-w}" y="${-height - 40}" width="${width}" height="${height + 40}" rx="10" fill="${inside}"/>` +
    contents +
    `<rect x="${-w}" y="${-height}" width="${width}" height="${height}" rx="14" fill="${wall}"/>` +
    `<rect x="${-w}" y="${-height}" width="${width}" height="22" fill="${C.ink}" opacity=".12"/>` +
    front
  );
}

/** A ribbon bow, centred on (0, 0). */
export function bow(fill: string): string {
  return `<path d="M0 0C-40 -70 -120 -60 -100 -10C-90 20 -40 10 0 0zM0 0C40 -70 120 -60 100 -10C90 20 40 10 0 0z" fill="${fill}"/><path d="M0 0L-50 80L-30 84zM0 0L50 80L30 84z" fill="${fill}"/><circle r="20" fill="${fill}"/><circle r="20" fill="${C.ink}" opacity=".15"/>`;
}

