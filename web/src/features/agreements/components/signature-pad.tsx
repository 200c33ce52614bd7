// The signature a signer gives (issue 26 point 3): drawn with a finger, a pen or the mouse on a
// canvas (pointer events, so touch works the same), or typed: the keyboard alternative, since a
// canvas cannot be drawn on from the keyboard. Strokes are kept in the 1000 x 300 box of the
// contract (shared/src/agreements/signing.ts), whatever the canvas's size on screen.
import { SIGNATURE_BOX, SIGNATURE_MAX_POINTS, pointCount, type Signature, type SignatureStrokes } from '@fotostudio/shared/agreements/signing';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { RadioGroup } from '../../../components/ui/radio-group';
import { TextField } from '../../../components/ui/text-field';

export type SignatureMode = 'drawn' | 'typed';

/** The signature as the API takes it, or null while there is none to send. */
export const signatureOf = (mode: SignatureMode, strokes: SignatureStrokes, typed: string): Signature | null => {
  if (mode === 'typed') return typed.trim().length >= 2 ? { kind: 'typed', text: typed.trim() } : null;
  return pointCount(strokes) >= 2 ? { kind: 'drawn', strokes } : null;
};

interface SignaturePadProps {
  mode: SignatureMode;
  onModeChange: (mode: SignatureMode) => void;
  strokes: SignatureStrokes;
  onStrokesChange: (strokes: SignatureStrokes) => void;
  typed: string;
  onTypedChange: (text: string) => void;
  error?: string | null;
}

export const SignaturePad = ({ mode, onModeChange, strokes, onStrokesChange, typed, onTypedChange, error }: SignaturePadProps) => {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  // The strokes while drawing: kept in a ref too, so the pointer handlers read the latest ones.
  const live = useRef<SignatureStrokes>(strokes);
  const [current, setCurrent] = useState<SignatureStrokes>(strokes);
  const update = (next: SignatureStrokes) => {
    live.current = next;
    setCurrent(next);
  };

  useEffect(() => {
    live.current = strokes;
    setCurrent(strokes);
  }, [strokes]);

  // Redraw whenever the strokes change (and at the canvas's pixel size, for a sharp line).
  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context) return;
    const { width, height } = element.getBoundingClientRect();
    const ratio = window.devicePixelRatio || 1;
    element.width = Math.round(width * ratio);
    element.height = Math.round(height * ratio);
    context.scale((width * ratio) / SIGNATURE_BOX.width, (height * ratio) / SIGNATURE_BOX.height);
    context.lineWidth = 6;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = getComputedStyle(element).color;
    for (const stroke of current) {
      const [first, ...rest] = stroke;
      if (!first) continue;
      context.beginPath();
      context.moveTo(first[0], first[1]);
      for (const [x, y] of rest.length > 0 ? rest : [first]) context.lineTo(x, y);
      context.stroke();
    }
  }, [current, mode]);

  const pointOf = (event: PointerEvent<HTMLCanvasElement>): [number, number] => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = Math.round(((event.clientX - box.left) / box.width) * SIGNATURE_BOX.width);
    const y = Math.round(((event.clientY - box.top) / box.height) * SIGNATURE_BOX.height);
    return [Math.min(SIGNATURE_BOX.width, Math.max(0, x)), Math.min(SIGNATURE_BOX.height, Math.max(0, y))];
  };

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    if (pointCount(live.current) >= SIGNATURE_MAX_POINTS) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = true;
    update([...live.current, [pointOf(event)]]);
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current || pointCount(live.current) >= SIGNATURE_MAX_POINTS) return;
    const point = pointOf(event);
    const last = live.current.at(-1) ?? [];
    const previous = last.at(-1);
    if (previous && previous[0] === point[0] && previous[1] === point[1]) return;
    update([...live.current.slice(0, -1), [...last, point]]);
  };
  const end = () => {
    if (!drawing.current) return;
    drawing.current = false;
    onStrokesChange(live.current);
  };

  return (
    <div className="signature-pad">
      <RadioGroup
        label={t('agreements.signing.signatureLegend')}
        value={mode}
        onValueChange={onModeChange}
        options={[
          { value: 'drawn', label: t('agreements.signing.draw'), hint: t('agreements.signing.drawHint') },
          { value: 'typed', label: t('agreements.signing.type'), hint: t('agreements.signing.typeHint') },
        ]}
      />
      {mode === 'drawn' ? (
        <div className="signature-pad-area">
          <canvas
            ref={canvas}
            className="signature-pad-canvas"
            role="img"
            aria-label={t(pointCount(current) > 0 ? 'agreements.signing.padDrawn' : 'agreements.signing.padEmpty')}
            data-testid="signature-canvas"
            onPointerDown={start}
            onPointerMove={move}
            onPointerUp={end}
            onPointerCancel={end}
          />
          <Button variant="secondary" onClick={() => onStrokesChange([])} disabled={current.length === 0}>
            {t('agreements.signing.clear')}
          </Button>
        </div>
      ) : (
        <TextField
          label={t('agreements.signing.typedLabel')}
          value={typed}
          maxLength={120}
          autoComplete="name"
          className="signature-pad-typed"
          onChange={(event) => onTypedChange(event.target.value)}
        />
      )}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
};
