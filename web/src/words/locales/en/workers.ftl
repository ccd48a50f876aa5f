# locales/en/workers.ftl — English: what the page says about its computing workers beyond shell.js's notes.
# The same keys as tr/workers.ftl, one key per line.

workers-silent = it gave no sign of life for 5 seconds
