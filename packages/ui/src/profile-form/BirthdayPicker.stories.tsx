import { type Meta, type StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { BirthdayPicker } from './BirthdayPicker';
import { onPage } from './story-helpers';

const meta = {
  title: 'Profile form/BirthdayPicker',
  component: BirthdayPicker,
  decorators: [onPage],
  args: { value: '1900-01-01', onChange: () => {} },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    const [display, setDisplay] = useState(args.display ?? 1);
    return (
      <BirthdayPicker
        {...args}
        value={value}
        onChange={setValue}
        display={display}
        onDisplayChange={setDisplay}
      />
    );
  },
} satisfies Meta<typeof BirthdayPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Registration: not entered shows as 1900-01-01. */
export const UnsetRegister: Story = {};
/** Edit: not entered shows as 1920-01-01. */
export const UnsetEdit: Story = { args: { mode: 'edit', changeCount: 0 } };
export const OneChangeLeft: Story = { args: { mode: 'edit', value: '1955-06-30', changeCount: 1 } };
/** Changed twice: the selects are disabled. */
export const DisabledAtTwoChanges: Story = { args: { mode: 'edit', value: '1955-06-30', changeCount: 2 } };
