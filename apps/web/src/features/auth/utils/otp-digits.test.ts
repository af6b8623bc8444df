import { describe, expect, it } from 'vitest';
import { backspace, codeOf, emptyDigits, enterText, isComplete, typedText } from './otp-digits';

describe('one-time code boxes', () => {
  it('moves to the next box after a digit and ignores anything else', () => {
    const first = enterText(emptyDigits(), 0, '4');
    expect(first).toEqual({ digits: ['4', '', '', '', '', ''], focus: 1 });
    expect(enterText(first.digits, 1, 'a')).toEqual({ digits: ['4', '', '', '', '', ''], focus: 1 });
  });

  it('spreads a pasted code over the boxes from the one pasted into', () => {
    expect(enterText(emptyDigits(), 0, ' 123-456 ')).toEqual({ digits: ['1', '2', '3', '4', '5', '6'], focus: 5 });
    expect(enterText(['9', '9', '', '', '', ''], 2, '12345678')).toEqual({
      digits: ['9', '9', '1', '2', '3', '4'],
      focus: 5,
    });
    expect(enterText(emptyDigits(), 3, '78')).toEqual({ digits: ['', '', '', '7', '8', ''], focus: 5 });
  });

  it('keeps the new character when a box that held one is typed into', () => {
    expect(typedText('3', '35')).toBe('5');
    expect(typedText('3', '53')).toBe('5');
    expect(typedText('', '7')).toBe('7');
    expect(typedText('3', '123456')).toBe('123456');
  });

  it('backspace clears the box, then moves back across boxes', () => {
    const digits = ['1', '2', '3', '', '', ''];
    expect(backspace(digits, 2)).toEqual({ digits: ['1', '2', '', '', '', ''], focus: 2 });
    expect(backspace(['1', '2', '', '', '', ''], 2)).toEqual({ digits: ['1', '', '', '', '', ''], focus: 1 });
    expect(backspace(emptyDigits(), 0)).toEqual({ digits: emptyDigits(), focus: 0 });
  });

  it('knows a complete code', () => {
    expect(isComplete(['1', '2', '3', '4', '5', '6'])).toBe(true);
    expect(isComplete(['1', '2', '3', '4', '5', ''])).toBe(false);
    expect(codeOf(['0', '1', '2', '3', '4', '5'])).toBe('012345');
  });
});
