# locales/de/snippets.ftl — Deutsch: der Code der Vorlesung neben einer Abbildung (snippets.js, snippet_box.js).
# Dieselben Schlüssel wie tr/snippets.ftl, ein Schlüssel pro Zeile.

lectureCode-summary = Der Code der Vorlesung, der diese Abbildung zeichnet (PyTorch)
lectureCode-help = Die eigenen Zeilen der Vorlesung mit den aktuellen Einstellungen der Abbildung: Ändere eine Einstellung, und der Code ändert sich mit. Er läuft nach den Datenzellen der Vorlesung (Xtr, Ytr, vocab_size, n_embd = 10, block_size = 3); seine Kommentare sind auf Englisch, wie in der Vorlesung.
lectureCode-helpNoData = Die eigenen Zeilen der Vorlesung mit den aktuellen Einstellungen der Abbildung: Ändere eine Einstellung, und der Code ändert sich mit. Er braucht keine Daten, nur torch; seine Kommentare sind auf Englisch, wie in der Vorlesung.
lectureCode-helpDiagnostics = Die vier Läufe der Vorlesung mit ihrer ud-Zeile, dann die Zeilen, die sie für die Aktivierungen, deren Gradienten und das Grad:Daten-Verhältnis der Gewichte ausgibt, mit den Schritten und dem Seed des gezeigten Laufs: Eine geänderte Einstellung kommt mit dem nächsten Lauf (▶) in den Code. Er läuft nach den Definitionen des Skripts, das die Schaltfläche „Als PyTorch-Skript kopieren“ der Spielwiese liefert (alles außer seinen letzten beiden Zeilen, die es als Programm ausführen), mit { $file } daneben; seine Kommentare sind auf Englisch, wie in der Vorlesung.
lectureCode-helpPlayground = Die Trainingsschleife aus dem Diagnose-Abschnitt der Vorlesung und ihre ud-Zeile mit den aktuellen Einstellungen der Spielwiese: Ändere eine Einstellung, und der Code ändert sich mit. Er läuft nach den Definitionen des Skripts, das die Schaltfläche „Als PyTorch-Skript kopieren“ der Spielwiese liefert (alles außer seinen letzten beiden Zeilen, die es als Programm ausführen), mit { $file } daneben; seine Kommentare sind auf Englisch, wie in der Vorlesung.
lectureCode-copy = Code kopieren
lectureCode-copied = Der Code ist in der Zwischenablage.
lectureCode-selectHint = Der Code ist markiert: Kopier ihn mit Strg+C.
lectureCode-waiting = Der Code wird geschrieben, sobald der Kern geladen ist.
