// The plain filter's town and type summaries name the ticked choices without a script: each summary holds
// every choice's name, hidden, and these rules show a name once its box is ticked, after a comma when an
// earlier box is ticked too. The rules go by position: the n-th name is the n-th box's.

/**
 * The CSS rules for lists of up to `count` choices (SearchFilter.astro's `.sf-select` lists): one rule
 * shows each ticked box's name, another puts a comma before it when an earlier box is ticked.
 */
export function chosenNamesCss(count: number): string {
  const ticked = (position: string) =>
    `:has(> .sf-select__panel > .sf-check:nth-of-type(${position}) > input:checked)`;
  const rules: string[] = [];
  for (let index = 1; index <= count; index++) {
    const name = `.sf-select__name:nth-child(${index})`;
    rules.push(`.sf-select${ticked(String(index))} ${name}{display:inline}`);
    if (index > 1)
      rules.push(
        `.sf-select${ticked(String(index))}${ticked(`-n+${index - 1}`)} ${name}::before{content:", "}`,
      );
  }
  return rules.join('\n');
}
