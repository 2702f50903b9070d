/** A row of radio buttons styled as choices (solar-calculator.css), one of them checked. */
export function ChoiceGroup<Option extends string>({
  legend,
  name,
  options,
  labels,
  checked,
  onChoose,
}: {
  legend: string;
  name: string;
  options: readonly Option[];
  labels: Record<Option, string>;
  checked: Option;
  onChoose: (option: Option) => void;
}) {
  return (
    <fieldset className="choice-group">
      <legend>{legend}</legend>
      <div className="choice-group__options">
        {options.map((option) => (
          <label key={option} className="choice">
            <input
              type="radio"
              name={name}
              value={option}
              checked={checked === option}
              onChange={() => onChoose(option)}
            />
            <span>{labels[option]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
