// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clampQuantity, QuantityPicker } from '../../../src/components/QuantityPicker';

afterEach(cleanup);

function Picker({ start = 9, max, onChange }: { start?: number; max?: number; onChange?: (n: number) => void }) {
  const [value, setValue] = useState(start);
  const change = (next: number) => {
    onChange?.(next);
    setValue(next);
  };
  return <QuantityPicker value={value} max={max} onChange={change} label="Quantity" decreaseLabel="Decrease" increaseLabel="Increase" />;
}

describe('quantity picker', () => {
  it('stops at max 10 and min 0 by default, disabling the button at each bound', () => {
    render(<Picker />);
    const up = screen.getByRole('button', { name: 'Increase' });
    const down = screen.getByRole('button', { name: 'Decrease' });
    fireEvent.click(up);
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveProperty('value', '10');
    expect(up).toHaveProperty('disabled', true);
    for (let i = 0; i < 12; i++) fireEvent.click(down);
    expect(screen.getByRole('spinbutton')).toHaveProperty('value', '0');
    expect(down).toHaveProperty('disabled', true);
    expect(clampQuantity(Number.NaN)).toBe(0);
    expect(clampQuantity(42)).toBe(10);
  });

  it('without an upper bound only the decrease button ever disables', () => {
    render(<Picker start={40} max={Number.POSITIVE_INFINITY} />);
    fireEvent.click(screen.getByRole('button', { name: 'Increase' }));
    expect(screen.getByRole('spinbutton')).toHaveProperty('value', '41');
    expect(screen.getByRole('spinbutton').hasAttribute('max')).toBe(false);
  });

  it('typing is one change on Enter or blur, clamped to the bounds; junk changes nothing', () => {
    const onChange = vi.fn();
    render(<Picker start={2} onChange={onChange} />);
    const input = screen.getByRole('spinbutton');
    fireEvent.change(input, { target: { value: '1' } });
    fireEvent.change(input, { target: { value: '12' } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange.mock.calls).toEqual([[10]]);
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(input).toHaveProperty('value', '10');
  });
});
