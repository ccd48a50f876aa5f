# locales/en/live.ftl — English: what the tab's polite live region says after a change (describe.js),
# the prediction's reveal and presentation mode's steps. The same keys as tr/live.ftl.

live-hidden = Drawn again; the results stay hidden until you predict or choose “Just show me”.
live-revealed = Revealed. { $result }
live-titles = Now shown: { $titles }.
live-presentQuestion = The question
live-presentStep = Step { $at } of { $n }
live-mapScroll = The map is wider than the screen: swipe it sideways to see all { $n } neurons.
