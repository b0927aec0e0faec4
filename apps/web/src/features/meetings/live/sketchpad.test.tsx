import { type SketchStroke, sketchPointsMax } from '@advice/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { initialSketchChoice, type SketchChoice, Sketchpad, SketchTools } from './sketchpad.tsx';
import { strokeColourOf, strokesOf } from './sketchpad-drawing.ts';

function Tools({ onClear = () => {} }: { onClear?: () => void }) {
  const [choice, setChoice] = useState<SketchChoice>(initialSketchChoice);
  return <SketchTools choice={choice} onChange={setChoice} onClear={onClear} />;
}

const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');

describe('the sketchpad’s tools (spec 2 §3: pen, eraser, highlighter; sizes 1, 2, 4)', () => {
  it('are buttons in a toolbar, one tool and one size pressed at a time, starting with a medium red pen', () => {
    render(<Tools />);
    expect(screen.getByRole('toolbar', { name: 'Drawing tools' })).toBeTruthy();
    expect([pressed('Pen'), pressed('Highlighter'), pressed('Eraser')]).toEqual(['true', 'false', 'false']);
    expect([pressed('Small'), pressed('Medium'), pressed('Large')]).toEqual(['false', 'true', 'false']);
    expect(pressed('Colour: red')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Highlighter' }));
    expect([pressed('Pen'), pressed('Highlighter'), pressed('Eraser')]).toEqual(['false', 'true', 'false']);
    // Only the pen has a choice of colour.
    expect(screen.queryByRole('button', { name: 'Colour: blue' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Large' }));
    expect([pressed('Small'), pressed('Medium'), pressed('Large')]).toEqual(['false', 'false', 'true']);
    fireEvent.click(screen.getByRole('button', { name: 'Eraser' }));
    expect(pressed('Eraser')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Pen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Colour: blue' }));
    expect([pressed('Colour: red'), pressed('Colour: blue')]).toEqual(['false', 'true']);
  });

  it('are reached with the keyboard: every tool is a focusable button, and Clear drawings asks to clear', () => {
    const onClear = vi.fn();
    render(<Tools onClear={onClear} />);
    for (const button of screen.getByRole('toolbar', { name: 'Drawing tools' }).querySelectorAll('button')) {
      button.focus();
      expect(document.activeElement).toBe(button);
      expect(button.getAttribute('type')).toBe('button');
    }
    fireEvent.click(screen.getByRole('button', { name: 'Clear drawings' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });
});

describe('drawing on the page', () => {
  it('turns a line drawn with the pointer into a stroke of the tool in hand, in the page’s own frame', () => {
    const sent: SketchStroke[] = [];
    const choice: SketchChoice = { tool: 'highlighter', width: 4, colour: 'red' };
    render(<Sketchpad width={200} height={100} page={2} rotation={0} strokes={[]} choice={choice} onStroke={(s) => sent.push(s)} />);
    const canvas = screen.getByRole('img', { name: 'Sketchpad over page 2: draw with the pointer' });
    canvas.getBoundingClientRect = () => ({
      left: 0,
      top: 0,
      width: 200,
      height: 100,
      right: 200,
      bottom: 100,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
    fireEvent.pointerDown(canvas, { button: 0, clientX: 20, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(canvas, { clientX: 100, clientY: 50, pointerId: 1 });
    fireEvent.pointerUp(canvas, { clientX: 100, clientY: 50, pointerId: 1 });
    expect(sent).toEqual([
      {
        tool: 'highlighter',
        width: 4,
        colour: strokeColourOf('highlighter', 'red'),
        points: [
          [0.1, 0.1],
          [0.5, 0.5],
        ],
      },
    ]);
  });

  it('says how many strokes the page carries, and sends a long line in pieces the server takes', () => {
    const stroke: SketchStroke = { tool: 'pen', width: 1, colour: '#111827', points: [[0.5, 0.5]] };
    render(
      <Sketchpad
        width={200}
        height={100}
        page={1}
        rotation={90}
        strokes={[stroke, stroke]}
        choice={initialSketchChoice}
        onStroke={() => {}}
      />,
    );
    expect(screen.getByRole('img').getAttribute('data-strokes')).toBe('2');

    const long = Array.from({ length: sketchPointsMax * 2 + 10 }, (_, i): [number, number] => [i / 2000, 0.5]);
    const pieces = strokesOf({ tool: 'pen', width: 1, colour: '#111827' }, long);
    expect(pieces.every((piece) => piece.points.length <= sketchPointsMax)).toBe(true);
    expect(pieces[1]?.points[0]).toEqual(pieces[0]?.points.at(-1));
    expect(new Set(pieces.flatMap((piece) => piece.points.map(([x]) => x))).size).toBe(long.length);
  });
});
