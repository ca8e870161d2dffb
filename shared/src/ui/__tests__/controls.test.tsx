// Buttons, form fields, tabs and the picker, checked through roles and names.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { Button } from '../controls/button';
import { FormField } from '../controls/form-field';
import { Picker } from '../controls/picker';
import { Tabs } from '../controls/tabs';
import { renderUi } from './ui-test-utils';

describe('Button', () => {
  it('is a plain button (never submits by accident) and does nothing while disabled', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    await renderUi(
      <>
        <Button onClick={onClick}>Save</Button>
        <Button variant="secondary" disabled onClick={onClick}>
          Later
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'button');
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(onClick).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('FormField', () => {
  it('labels its input and takes typing', async () => {
    const user = userEvent.setup();
    await renderUi(<FormField label="E-mail" type="email" />);
    const input = screen.getByLabelText('E-mail');
    await user.type(input, 'a@b.c');
    expect(input).toHaveValue('a@b.c');
    expect(input).toBeValid();
  });

  it('shows an inline error tied to the input', async () => {
    await renderUi(<FormField label="Confirm password" type="password" error="The two passwords entered are inconsistent" />);
    const input = screen.getByLabelText('Confirm password');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('The two passwords entered are inconsistent');
  });

  it('keeps a trailing control (e.g. the code button) beside the input', async () => {
    await renderUi(<FormField label="Code" trailing={<Button>Send</Button>} />);
    expect(screen.getByLabelText('Code')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
  });

  it('types phone numbers, e-mail addresses and codes left to right (in an Arabic page too); other text follows the page', async () => {
    await renderUi(
      <>
        <FormField label="Phone" type="tel" />
        <FormField label="Mail" type="text" inputMode="email" />
        <FormField label="Code" inputMode="numeric" />
        <FormField label="Nickname" />
        <FormField label="Password" type="password" />
        <FormField label="Address" inputMode="none" dir="ltr" />
      </>,
    );
    for (const name of ['Phone', 'Mail', 'Code', 'Address']) expect(screen.getByLabelText(name)).toHaveAttribute('dir', 'ltr');
    for (const name of ['Nickname', 'Password']) expect(screen.getByLabelText(name)).not.toHaveAttribute('dir');
  });
});

it('Button and FormField hand a ref to their element (a page focuses or scrolls to it)', async () => {
  const button = createRef<HTMLButtonElement>();
  const input = createRef<HTMLInputElement>();
  await renderUi(
    <>
      <Button ref={button}>Save</Button>
      <FormField ref={input} label="E-mail" />
    </>,
  );
  expect(button.current).toBe(screen.getByRole('button', { name: 'Save' }));
  expect(input.current).toBe(screen.getByRole('textbox', { name: 'E-mail' }));
});

describe('Tabs', () => {
  function Harness() {
    const [value, setValue] = useState('inbox');
    const items = [
      { value: 'inbox', label: 'Inbox', badge: 3 },
      { value: 'system', label: 'System' },
      { value: 'gifts', label: 'Gifts' },
    ];
    return (
      <>
        <Tabs ariaLabel="Message kinds" items={items} value={value} onChange={setValue} />
        <p>showing {value}</p>
      </>
    );
  }

  it('selects by click and by arrow keys, with one tab stop', async () => {
    const user = userEvent.setup();
    await renderUi(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Message kinds' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Inbox/ })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'System' }));
    expect(screen.getByText('showing system')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Gifts' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Gifts' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('showing inbox')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').filter((t) => t.tabIndex === 0)).toHaveLength(1);
  });

  it('in a right-to-left page the tabs run from the right: the left arrow goes to the next tab, the right arrow back', async () => {
    const user = userEvent.setup();
    await renderUi(<Harness />);
    document.documentElement.dir = 'rtl'; // after the render, which starts the page in English (dir="ltr")
    try {
      await user.click(screen.getByRole('tab', { name: 'System' }));
      await user.keyboard('{ArrowLeft}');
      expect(screen.getByRole('tab', { name: 'Gifts' })).toHaveFocus();
      expect(screen.getByText('showing gifts')).toBeInTheDocument();
      await user.keyboard('{ArrowRight}');
      await user.keyboard('{ArrowRight}');
      expect(screen.getByText('showing inbox')).toBeInTheDocument();
      await user.keyboard('{ArrowDown}');
      expect(screen.getByText('showing system')).toBeInTheDocument();
    } finally {
      document.documentElement.dir = 'ltr';
    }
  });
});

describe('Picker', () => {
  it('is a labelled single-choice list', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const options = [
      { value: 'account', label: 'Account problem' },
      { value: 'password', label: 'Password problem' },
    ];
    await renderUi(<Picker label="Question type" options={options} value="account" onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Question type' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Account problem' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Password problem' }));
    expect(onChange).toHaveBeenCalledWith('password');
  });
});
