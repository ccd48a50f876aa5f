# locales/en/refusal.ftl — English: what the core refuses, values and files (the codes of native/refusal.hpp).
# The same keys as tr/refusal.ftl, one key per line.

refusal-range = { $name } must be in { $range }, got { $got }
refusal-budget = This model would need about { $need_mb } MB, more than the { $budget_mb } MB a browser tab allows; reduce “{ $n_hidden }”, “{ $n_layer }” or “{ $batch_size }”
refusal-bn_batch = { $name } must be at least 2 with BatchNorm (a batch of 1 has no batch variance), got { $batch }
refusal-bn_batchRows = BatchNorm in training mode needs at least 2 rows: a batch of { $batch } has no batch variance
refusal-choice = { $name } must be one of { $choices }; got “{ $got }”
refusal-names-atLine = line { $line }: { $text }
refusal-names-empty = the file is empty; expected one name per line
refusal-names-no_names = no names found: all { $lines } lines are blank
refusal-names-nul_byte = contains a NUL byte (0x00): this looks like a binary file, not a text file with one name per line
refusal-names-control_char = contains the control character { $char }{ $what }; a names file holds plain text, one name per line
refusal-names-controlWhat-tab = { " " }(tab)
refusal-names-controlWhat-carriage_return = { " " }(carriage return; lines must end with \n or \r\n)
refusal-names-controlWhat-other = { "" }
refusal-names-invalid_utf8 = contains the byte { $byte }, which is not valid UTF-8: this looks like a binary file, or text in another encoding (save it as UTF-8)
refusal-names-non_ascii = name “{ $name }” contains “{ $char }” ({ $code_point }), which is not an ASCII character; only ASCII characters are supported
refusal-names-too_long = the name is { $length } characters long; at most { $max } are allowed
refusal-names-reserved_dot = name “{ $name }” contains “.”, which is reserved as the start/end-of-name token
refusal-names-too_many_chars = the names use at least { $count } different characters; at most { $max } are allowed
refusal-names-too_many_lines = the file has more than { $max } lines; at most { $max } are allowed
refusal-names-too_few_names = the file holds too few names ({ $count }); the 80/10/10 train/dev/test split needs at least { $min }
refusal-names-unreadable = the file “{ $path }” cannot be read
refusal-names-unknown_char = the character { $char } is not in the vocabulary
refusal-norm-choice = { $field } must be one of { $choices }; got “{ $got }”
refusal-norm-eps = eps must be a finite number in [{ $lo }, { $hi }], got { $got }
refusal-norm-x_empty = the matrix is empty: give at least one row (example) of features
refusal-norm-row_empty = row { $row } is empty: every row needs at least one feature
refusal-norm-ragged = row { $row } has { $count } values but the first row has { $cols }: every row needs the same number of features
refusal-norm-too_many_values = the matrix has { $rows } rows of { $cols } values; at most { $max } values in all
refusal-norm-not_finite = { $where } is not a finite number (NaN or infinity)
refusal-norm-out_of_range = { $where } = { $value } is outside [{ $lo }, { $hi }]
refusal-norm-negative_var = { $where } = { $value }: a variance cannot be negative
refusal-norm-feature_count = { $field } has { $count } values but the matrix has { $cols } columns (one per feature)
refusal-norm-grad_rows = grad_out has { $count } rows but the matrix has { $rows }
refusal-norm-grad_cols = grad_out row { $row } has { $count } values but the matrix has { $cols } columns
refusal-norm-layer_unbiased = the unbiased variance applies to BatchNorm only: LayerNorm always uses the biased (population) variance
refusal-norm-layer_running = running statistics belong to BatchNorm: LayerNorm keeps none
refusal-norm-bn_batch = BatchNorm in train mode needs at least 2 rows: a batch of { $rows } has no batch variance
refusal-norm-train_running = running statistics are used only in eval mode: train mode normalises with the batch’s own
refusal-norm-overflow = the result overflowed the core’s precision (infinity or NaN): scale the values down
