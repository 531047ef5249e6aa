import { type Meta, type StoryObj } from '@storybook/react-vite';
import { ProfileEditComplete } from './ProfileEditComplete';

const meta = {
  title: 'Profile form/ProfileEditComplete',
  component: ProfileEditComplete,
  args: { variant: 'community', onBack: () => {} },
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof ProfileEditComplete>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 030_ProfileEditComplete. */
export const Community: Story = { globals: { variant: 'community' } };
/** The membership completion (the member-service variant). */
export const Members: Story = { args: { variant: 'members' }, globals: { variant: 'members' } };
