import { type Meta, type StoryObj } from '@storybook/react-vite';
import { AdultWarning } from './AdultWarning';
import { onPage } from './story-helpers';

const meta = {
  title: 'Profile form/AdultWarning',
  component: AdultWarning,
  decorators: [onPage],
} satisfies Meta<typeof AdultWarning>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The edit confirmation's warning when the age moves from under 18 to 18 or over. */
export const Community: Story = { globals: { variant: 'community' } };
export const Members: Story = { globals: { variant: 'members' } };
