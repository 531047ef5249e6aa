import { type Meta, type StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { InterestsField, type InterestSubAnswers } from './InterestsField';
import { onPage } from './story-helpers';

const meta = {
  title: 'Profile form/InterestsField',
  component: InterestsField,
  decorators: [onPage],
  args: {
    value: [],
    onChange: () => {},
    subAnswers: { travelFrequency: 0, habitSupplement: 0, assetManagement: 0 },
    onSubAnswerChange: () => {},
  },
  render: function Render(args) {
    const [value, setValue] = useState<readonly number[]>(args.value);
    const [sub, setSub] = useState<InterestSubAnswers>(args.subAnswers);
    return (
      <InterestsField
        {...args}
        value={value}
        onChange={setValue}
        subAnswers={sub}
        onSubAnswerChange={(question, id) => setSub((s) => ({ ...s, [question]: id }))}
      />
    );
  },
} satisfies Meta<typeof InterestsField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
/** Travel, health and money checked: their follow-up questions are open. */
export const WithSubQuestions: Story = {
  args: { value: [1, 2, 6, 8], subAnswers: { travelFrequency: 3, habitSupplement: 1, assetManagement: 0 } },
};
