# locales/en/keys.ftl — English: the keyboard shortcuts dialog and the skip link to the figures.
# The same keys as tr/keys.ftl.

keys-title = Keyboard shortcuts
keys-closeButton = Close
keys-skipFigures = Skip to the tab’s figures
keys-help-key = ?
keys-help-does = opens this list (not while typing in a field)
keys-skip-key = Tab (at the top of the page)
keys-skip-does = the links that skip to the tab’s content or its figures
keys-tabs-key = ← → Home End (on the tab strip)
keys-tabs-does = moves between the tabs
keys-slider-key = ← → ↑ ↓ Home End (on a slider)
keys-slider-does = one step per press; the figure follows
keys-table-key = ↑ ↓ Enter (in a data table)
keys-table-does = lights a row up in the chart; Enter picks it
keys-map-key = ← → Home End Enter (on the dead-neuron map)
keys-map-does = picks a neuron and opens it
keys-series-key = Enter, Shift+Enter (on the series buttons)
keys-series-does = hides a series, or shows it alone
keys-present-key = ← → PageUp PageDown (in presentation mode)
keys-present-does = the next or previous figure or step
keys-close-key = Esc
keys-close-does = closes this dialog
