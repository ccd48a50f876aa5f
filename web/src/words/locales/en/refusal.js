// locales/en/refusal.js — English: what the core refuses, values and files (the codes of native/refusal.hpp).
// The same keys as tr/refusal.js, one key per line.
export default {
  refusal: {
    range: '{name} must be in {range}, got {got}',
    budget:
      'This model would need about {need_mb} MB, more than the {budget_mb} MB a browser tab allows; reduce “{n_hidden}”, “{n_layer}” or “{batch_size}”',
    bn_batch: '{name} must be at least 2 with BatchNorm (a batch of 1 has no batch variance), got {batch}',
    bn_batchRows: 'BatchNorm in training mode needs at least 2 rows: a batch of {batch} has no batch variance',
    choice: '{name} must be one of {choices}; got “{got}”',
    names: {
      atLine: 'line {line}: {text}',
      empty: 'the file is empty; expected one name per line',
      no_names: 'no names found: all {lines} lines are blank',
      nul_byte: 'contains a NUL byte (0x00): this looks like a binary file, not a text file with one name per line',
      control_char: 'contains the control character {char}{what}; a names file holds plain text, one name per line',
      controlWhat: {
        tab: ' (tab)',
        carriage_return: ' (carriage return; lines must end with \\n or \\r\\n)',
        other: '',
      },
      invalid_utf8:
        'contains the byte {byte}, which is not valid UTF-8: this looks like a binary file, or text in another encoding (save it as UTF-8)',
      non_ascii: 'name “{name}” contains “{char}” ({code_point}), which is not an ASCII character; only ASCII characters are supported',
      too_long: 'the name is {length} characters long; at most {max} are allowed',
      reserved_dot: 'name “{name}” contains “.”, which is reserved as the start/end-of-name token',
      too_many_chars: 'the names use at least {count} different characters; at most {max} are allowed',
      too_many_lines: 'the file has more than {max} lines; at most {max} are allowed',
      too_few_names: 'the file holds too few names ({count}); the 80/10/10 train/dev/test split needs at least {min}',
      unreadable: 'the file “{path}” cannot be read',
      unknown_char: 'the character {char} is not in the vocabulary',
    },
    norm: {
      choice: '{field} must be one of {choices}; got “{got}”',
      eps: 'eps must be a finite number in [{lo}, {hi}], got {got}',
      x_empty: 'the matrix is empty: give at least one row (example) of features',
      row_empty: 'row {row} is empty: every row needs at least one feature',
      ragged: 'row {row} has {count} values but the first row has {cols}: every row needs the same number of features',
      too_many_values: 'the matrix has {rows} rows of {cols} values; at most {max} values in all',
      not_finite: '{where} is not a finite number (NaN or infinity)',
      out_of_range: '{where} = {value} is outside [{lo}, {hi}]',
      negative_var: '{where} = {value}: a variance cannot be negative',
      feature_count: '{field} has {count} values but the matrix has {cols} columns (one per feature)',
      grad_rows: 'grad_out has {count} rows but the matrix has {rows}',
      grad_cols: 'grad_out row {row} has {count} values but the matrix has {cols} columns',
      layer_unbiased: 'the unbiased variance applies to BatchNorm only: LayerNorm always uses the biased (population) variance',
      layer_running: 'running statistics belong to BatchNorm: LayerNorm keeps none',
      bn_batch: 'BatchNorm in train mode needs at least 2 rows: a batch of {rows} has no batch variance',
      train_running: 'running statistics are used only in eval mode: train mode normalises with the batch’s own',
      overflow: 'the result overflowed the core’s precision (infinity or NaN): scale the values down',
    },
  },
};
