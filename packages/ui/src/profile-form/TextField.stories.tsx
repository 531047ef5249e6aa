import { type Meta, type StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { onPage } from './story-helpers';
import { TextField } from './TextField';

/**
 * The building block under NicknameField, CityField and IntroductionField (their own stories
 * show them with their words); here with words of its own.
 */
const meta = {
  title: 'Profile form/TextField',
  component: TextField,
  decorators: [onPage],
  args: {
    name: 'memo',
    value: '',
    onChange: () => {},
    label: 'メモ',
    hint: '10文字以内で入力してください。',
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    const count = [...value].length;
    return (
      <TextField
        {...args}
        value={value}
        onChange={setValue}
        counter={args.counter && { count, max: 10, text: `${count} / 10 文字` }}
      />
    );
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A single-line input, optional. */
export const Input: Story = { args: { required: false } };
/** Required, with a counter and a live status under it. */
export const WithCounterAndStatus: Story = {
  args: {
    value: 'はなこ',
    required: true,
    counter: { count: 3, max: 10, text: '3 / 10 文字' },
    status: { variant: 'available', text: 'このメモは使えます。' },
  },
};
/** A textarea over its limit, with the error under it. */
export const TextareaWithError: Story = {
  args: {
    multiline: true,
    rows: 4,
    value: 'あいうえおかきくけこさ',
    counter: { count: 11, max: 10, text: '11 / 10 文字' },
    error: '10文字以内にしてください',
  },
};
