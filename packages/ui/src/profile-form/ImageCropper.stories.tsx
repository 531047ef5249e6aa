import { type Meta, type StoryObj } from '@storybook/react-vite';

import { ImageCropper } from './ImageCropper';
import { onPage } from './story-helpers';

/** A landscape "photo" drawn as SVG (no real photo is needed to show the cropper). */
const samplePhoto = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500" viewBox="0 0 800 500">
    <rect width="800" height="500" fill="#9fd3e6"/>
    <circle cx="620" cy="110" r="60" fill="#ffd54a"/>
    <path d="M0 380 L220 200 L420 380 Z" fill="#3f7f4f"/>
    <path d="M260 400 L520 160 L800 400 Z" fill="#2f6b3f"/>
    <rect y="380" width="800" height="120" fill="#6b8e23"/>
    <circle cx="400" cy="300" r="70" fill="#f2c9a0"/>
    <circle cx="375" cy="290" r="8" fill="#1a1a1a"/><circle cx="425" cy="290" r="8" fill="#1a1a1a"/>
    <path d="M370 330 Q400 355 430 330" stroke="#1a1a1a" stroke-width="6" fill="none"/>
  </svg>`,
)}`;

const meta = {
  title: 'Profile form/ImageCropper',
  component: ImageCropper,
  decorators: [onPage],
  args: { src: samplePhoto, onCrop: () => {}, onCancel: () => {} },
} satisfies Meta<typeof ImageCropper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A picture from the device in the square frame (community colours). */
export const Community: Story = { globals: { variant: 'community' } };
/** The same in the membership variant's colours. */
export const Members: Story = { globals: { variant: 'members' } };
/** While the cropped picture is uploaded, 'decide' waits. */
export const Uploading: Story = { args: { busy: true } };
