// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import en from '../../../../locales/en.json';
import { type AreaCodeLists, areaCodeMachine } from '../../../../machines/area-code.machine.ts';
import { I18nProvider } from '../../../../src/i18n/I18nContext.tsx';
import { createTranslator } from '../../../../src/i18n/translator.ts';
import { AreaCodePicker } from '../../../../src/ui/area-code/AreaCodePicker.tsx';

afterEach(cleanup);

const LISTS: AreaCodeLists = {
  commonlyList: [{ countryCode: 'TR', areaCode: '+90', name: 'Türkiye', enabled: true }],
  list: [
    { countryCode: 'DE', areaCode: '+49', name: 'Germany', enabled: true },
    { countryCode: 'TR', areaCode: '+90', name: 'Türkiye', enabled: true },
    { countryCode: 'GB', areaCode: '+44', name: 'United Kingdom', enabled: true },
  ],
};

const t = createTranslator('en', en, en);

async function renderPicker(load: () => Promise<AreaCodeLists>) {
  const onChange = vi.fn();
  const logic = areaCodeMachine.provide({ actors: { loadAreaCodes: fromPromise(load) } });
  const actor = createActor(logic, { input: {} }).start();
  const utils = render(
    <I18nProvider value={{ locale: 'en', dir: 'ltr', t }}>
      <AreaCodePicker actor={actor} onChange={onChange} name="areaCode" />
    </I18nProvider>,
  );
  await act(async () => {});
  return { onChange, ...utils };
}

const openPicker = () => fireEvent.click(screen.getByRole('button', { name: 'Country code' }));

describe('AreaCodePicker', () => {
  it('given the codes, when opened, then commonly used come first, then all', async () => {
    await renderPicker(async () => LISTS);
    openPicker();
    const groups = screen.getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('aria-labelledby') && g.textContent)).toEqual([
      'Commonly usedTürkiye+90',
      'All countries and regionsGermany+49Türkiye+90United Kingdom+44',
    ]);
  });

  it('given a search, when arrows and Enter are pressed, then the code is chosen', async () => {
    const { onChange, container } = await renderPicker(async () => LISTS);
    openPicker();
    const search = screen.getByRole('combobox', { name: 'Search by country or code' });
    fireEvent.change(search, { target: { value: '+4' } });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Germany+49',
      'United Kingdom+44',
    ]);
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    expect(search.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: /United Kingdom/ }).id,
    );
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith(LISTS.list[2]);
    expect(screen.getByRole('button', { name: 'Country code' }).textContent).toContain('+44');
    expect(container.querySelector<HTMLInputElement>('input[name="areaCode"]')?.value).toBe('+44');
  });

  it('given a search with no match, then it says so', async () => {
    await renderPicker(async () => LISTS);
    openPicker();
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'zz top' } });
    expect(screen.getByRole('status').textContent).toBe('No country or code matches “zz top”.');
  });

  it('given the network is down, then it says so and a retry loads again', async () => {
    let calls = 0;
    const { container } = await renderPicker(async () => {
      calls += 1;
      if (calls === 1) throw Object.assign(new Error('down'), { kind: 'network' });
      return LISTS;
    });
    openPicker();
    expect(container.querySelector('.area-code')?.getAttribute('data-state')).toBe('failed');
    expect(screen.getByRole('alert').textContent).toContain('You seem to be offline.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(calls).toBe(2);
    expect(screen.getByRole('combobox')).toBeTruthy();
  });
});
