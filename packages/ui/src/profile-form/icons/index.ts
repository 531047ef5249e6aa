import { type PresetIconId } from '@member-hub/enums';
import icon01 from './icon01.svg';
import icon02 from './icon02.svg';
import icon03 from './icon03.svg';
import icon04 from './icon04.svg';
import icon05 from './icon05.svg';
import icon06 from './icon06.svg';
import icon07 from './icon07.svg';
import icon08 from './icon08.svg';
import icon09 from './icon09.svg';
import icon10 from './icon10.svg';
import icon11 from './icon11.svg';
import icon12 from './icon12.svg';
import icon13 from './icon13.svg';
import icon14 from './icon14.svg';

/**
 * URLs of the 14 preset avatar icons (profile §2 "Avatar picker", §9). The pictures are our own
 * simple SVG drawings (the product's artwork is not part of the spec); the app's Vite bundles them.
 */
export const presetIconUrls: Readonly<Record<PresetIconId, string>> = Object.freeze({
  icon01,
  icon02,
  icon03,
  icon04,
  icon05,
  icon06,
  icon07,
  icon08,
  icon09,
  icon10,
  icon11,
  icon12,
  icon13,
  icon14,
});

/** The picture of a preset icon id. */
export function presetIconUrl(id: PresetIconId): string {
  return presetIconUrls[id];
}
