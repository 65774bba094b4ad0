// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChoiceChips } from '../../../src/ui/ChoiceChips.tsx';

afterEach(cleanup);

const CHOICES = [
  { value: 'all', label: 'All' },
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
];

function Stage(props: { dir?: 'rtl' }) {
  const [value, setValue] = useState('all');
  return (
    <main dir={props.dir} style={props.dir ? { direction: 'rtl' } : undefined}>
      <ChoiceChips aria-label="Stage" choices={CHOICES} value={value} onChange={setValue} />
      <output>{value}</output>
    </main>
  );
}

const radio = (name: string) => screen.getByRole('radio', { name });

describe('ChoiceChips: one chip of a row chosen, as a radio group', () => {
  it('given a row, it is a named radio group whose chosen chip is checked and the only tab stop', async () => {
    render(<Stage />);
    expect(screen.getByRole('radiogroup', { name: 'Stage' })).toBeTruthy();
    expect(radio('All').getAttribute('aria-checked')).toBe('true');
    expect(radio('Open').getAttribute('aria-checked')).toBe('false');
    expect(CHOICES.map((c) => radio(c.label).tabIndex)).toEqual([0, -1, -1]);
    const results = await axe.run(document.body);
    expect(results.violations).toEqual([]);
  });

  it('when a chip is clicked, it is chosen, drawn on and becomes the tab stop', () => {
    render(<Stage />);
    fireEvent.click(radio('Closed'));
    expect(screen.getByRole('status').textContent).toBe('closed');
    expect(radio('Closed').getAttribute('aria-checked')).toBe('true');
    expect(radio('Closed').dataset.state).toBe('on');
    expect(radio('All').dataset.state).toBe('off');
    expect(CHOICES.map((c) => radio(c.label).tabIndex)).toEqual([-1, -1, 0]);
  });

  it('when the arrow keys, Home and End are pressed, focus moves along the row and wraps, choosing nothing', () => {
    render(<Stage />);
    radio('All').focus();
    fireEvent.keyDown(radio('All'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(radio('Open'));
    fireEvent.keyDown(radio('Open'), { key: 'End' });
    expect(document.activeElement).toBe(radio('Closed'));
    fireEvent.keyDown(radio('Closed'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(radio('All'));
    fireEvent.keyDown(radio('All'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(radio('Closed'));
    fireEvent.keyDown(radio('Closed'), { key: 'Home' });
    expect(document.activeElement).toBe(radio('All'));
    expect(screen.getByRole('status').textContent).toBe('all');
  });

  it('when the row reads right to left, the left arrow moves to the next chip', () => {
    render(<Stage dir="rtl" />);
    radio('All').focus();
    fireEvent.keyDown(radio('All'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(radio('Open'));
  });
});
