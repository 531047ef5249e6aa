import { type Meta, type StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { TimeoutDialog } from '.';
import { Button } from '../Button';

const meta = {
  title: 'Shell/TimeoutDialog',
  component: TimeoutDialog,
  args: { open: true, onClose: () => {} },
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <main style={{ padding: 'var(--mh-space-3)' }}>
        <Button onClick={() => setOpen(true)} debounceMs={0}>
          ダイアログを開く
        </Button>
        <TimeoutDialog
          {...args}
          open={open}
          onClose={() => {
            setOpen(false);
            args.onClose();
          }}
        />
      </main>
    );
  },
} satisfies Meta<typeof TimeoutDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const OpenMembers: Story = { globals: { variant: 'members' } };
