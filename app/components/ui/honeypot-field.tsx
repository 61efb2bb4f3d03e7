/** A field people never see and bots fill in: a form posted with it is taken as a bot's
 * (the server answers as if it had worked and stores nothing). */
import { Input } from "./input.tsx";

export function HoneypotField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="hidden" aria-hidden="true">
      <label htmlFor={id}>Não preencha este campo</label>
      <Input
        id={id}
        name="website"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
