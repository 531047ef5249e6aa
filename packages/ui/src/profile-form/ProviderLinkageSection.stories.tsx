import { type Meta, type StoryObj } from '@storybook/react-vite';
import { ProviderLinkageSection } from './ProviderLinkageSection';
import { onPage } from './story-helpers';

const action = (_provider: string, label: string) => (
  <a className="mh-button mh-button--secondary" href="#linkage">
    {label}
  </a>
);

const meta = {
  title: 'Profile form/ProviderLinkageSection',
  component: ProviderLinkageSection,
  args: {
    renderAction: action,
    items: [
      { provider: 'google', linked: true },
      { provider: 'docomo', linked: false },
    ],
  },
  decorators: [onPage],
} satisfies Meta<typeof ProviderLinkageSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Community: Google and the d-account. */
export const Community: Story = { globals: { variant: 'community' } };
/** Community with hidden=1: the carrier linkage is hidden. */
export const CommunityHidden: Story = {
  args: { items: [{ provider: 'google', linked: false }] },
  globals: { variant: 'community' },
};
/** Membership: the Google option is hidden in the second service. */
export const Members: Story = {
  args: { items: [{ provider: 'docomo', linked: true }] },
  globals: { variant: 'members' },
};
