import { describe, expect, it } from 'vitest';
import { parseTips } from './tips-text';

describe('general tips', () => {
  it('splits lines into paragraphs and skips blank ones', () => {
    expect(parseTips('Bring cash\n\n  Wear sandals  \r\n')).toEqual([
      [{ text: 'Bring cash', bold: false }],
      [{ text: 'Wear sandals', bold: false }],
    ]);
  });

  it('marks **bold** runs and leaves a lone pair of asterisks alone', () => {
    expect(parseTips('Go **early** or **late**, not ** at noon')).toEqual([
      [
        { text: 'Go ', bold: false },
        { text: 'early', bold: true },
        { text: ' or ', bold: false },
        { text: 'late', bold: true },
        { text: ', not ** at noon', bold: false },
      ],
    ]);
  });

  it('keeps markup as plain text', () => {
    expect(parseTips('<img src=x onerror=alert(1)> **<b>x</b>**')[0]).toEqual([
      { text: '<img src=x onerror=alert(1)> ', bold: false },
      { text: '<b>x</b>', bold: true },
    ]);
  });
});
