// locales/de/shell.js — Deutsch: der Rahmen der Seite: Titel, Hinweise zum Link, der rechnende Worker, die Namensdatei, der Einbettungscode, die Namen der Tabs.
// Dieselben Schlüssel wie tr/shell.js, ein Schlüssel pro Zeile.
export default {
  shell: {
    title: 'makemore-lab',
    tagline:
      'Warum tiefe Netze lernen oder scheitern: der Startverlust, gesättigtes tanh, Kaiming, BatchNorm, LayerNorm, Residualverbindungen — alles live in deinem Browser berechnet.',
    tabsLabel: 'Abschnitte der Lektion',
    language: 'Sprache',
    lang_tr: 'Türkçe',
    lang_en: 'English',
    lang_de: 'Deutsch',
    skip: 'Zum Inhalt des Tabs springen',
    loading: 'Der Rechenkern (WebAssembly) und die Namensliste werden geladen…',
    licence: 'MIT-Lizenz',
    notices: 'Lizenzen Dritter',
    footer:
      'Jede Abbildung wird in deinem Browser vom nach WebAssembly kompilierten C++-Kern berechnet; keine gespeicherten Bilder oder Zahlen. Die Zahlen der Vorlesung stammen aus PyTorch auf der ursprünglichen Namensliste: Unsere liegen nahe bei ihnen, aber nicht genau darauf.',
  },
  notes: {
    title: 'Einige Einstellungen im Link konnten nicht verwendet werden:',
    unknown: 'Es gibt keine Einstellung „{name}“; sie wird ignoriert.',
    unknownLike: 'Es gibt keine Einstellung „{name}“; sie wird ignoriert. Der Schlüssel dieser Seite dafür: {keys}.',
    malformed: '„{name}={raw}“{label} ließ sich nicht lesen; der Standardwert ({value}) wird verwendet.',
    clamped: '„{name}={raw}“{label} liegt außerhalb von {range}; geändert auf {value}.',
    rounded: '„{name}={raw}“{label} muss eine ganze Zahl sein; geändert auf {value}.',
    range: '„{name}={raw}“{label} liegt außerhalb von {range}; der Standardwert ({value}) wird verwendet.',
    control: '{label}: {raw} liegt außerhalb von {range}; geändert auf {value}.',
    controlRounded: '{label}: {raw} muss eine ganze Zahl sein; geändert auf {value}.',
    controlKept: '{label}: {raw} wird auf die 6 signifikanten Stellen gekürzt, die eine Einstellung fasst; verwendet wird {value}.',
    rangeClosed: '[{lo}; {hi}]',
    rangeOpen: '({lo}; {hi}]',
    repeated: '„{name}“ kommt {count}-mal im Link vor; nur das letzte ({raw}) wurde gelesen.',
    unknownFlags: '„{name}={raw}“{label}: „{unknown}“ ist unbekannt und wurde ignoriert; die bekannten gelten.',
    reread: '„{name}={raw}“{label} wurde als {value} gelesen.',
    more: '… und {n} weitere.',
  },
  worker: {
    restarted:
      'Der rechnende Worker ist stehen geblieben ({reason}) und wurde neu gestartet. Deine Einstellungen und deine Namensliste bleiben erhalten; dieser Tab rechnet wieder.',
    stopped:
      'Der rechnende Worker ist kurz nach einem Neustart wieder stehen geblieben ({reason}). Deine Einstellungen bleiben erhalten; um wieder zu rechnen, drück „Zurücksetzen“ oder öffne einen Tab (mit kleineren Einstellungen, falls sie zu groß waren).',
    died: 'der rechnende Worker ist stehen geblieben: {reason}',
  },
  names: {
    label: 'Eigene Namensdatei verwenden (ein Name pro Zeile, .txt; du kannst sie auch auf die Seite ziehen):',
    choose: 'Datei auswählen…',
    none: 'Keine Datei ausgewählt',
    chosen: 'Ausgewählte Datei: {name}',
    loaded: '{label}: {count} Namen, ein Vokabular aus {vocab} Zeichen. Jede Abbildung wird auf dieser Liste berechnet.',
    error: '{label} kann nicht verwendet werden — {message}. Die bisherige Liste bleibt in Gebrauch.',
    tooBig: '{label} ist zu groß (höchstens 20 MB).',
    kept: '{label}: {count} Namen, ein Vokabular aus {vocab} Zeichen — die Liste, die du bei deinem letzten Besuch geladen hast, in diesem Browser aufbewahrt. Jede Abbildung wird mit dieser Liste berechnet.',
    back: 'Zurück zur eigenen Liste der Seite (names.txt)',
    notKept:
      '{label} konnte nicht im Browser aufbewahrt werden (zu groß, oder der Speicher ist abgeschaltet): zurück zur eigenen Liste der Seite (names.txt). Du kannst die Datei erneut auswählen.',
    unreachable: 'sie konnte nicht vom Server geladen werden ({reason})',
  },
  embed: {
    summary: 'Diese Demo in deine Seite einbetten',
    help: 'Füge dies in deine Kursseite ein: Die Demo öffnet sich allein, mit den aktuellen Einstellungen, und ihre Höhe passt sich selbst dem Inhalt an. Alle Optionen und Nachrichten:',
    codeLabel: 'Code, der seine Größe selbst anpasst (div + script)',
    iframeLabel: 'nur iframe',
    iframeHelp: 'Für Plattformen, die keine Skripte erlauben, nur das iframe: Seine Höhe ist fest (900 Pixel); ändere height bei Bedarf.',
    names: 'Die Namen der Demos: {list}.',
    eventsLabel: 'Origin der Seite, die Ereignisse erhält (optional)',
    eventsHelp:
      'Damit deine Seite per postMessage erfährt, was die Lernenden tun (bereit, eine Abbildung aufgedeckt, eine Vorhersage, eine Antwort, eine Übung), trag ihren Origin ein (etwa https://course.example.org); die Ereignisse gehen nur an diesen Origin.',
    eventsBad: '„{value}“ ist kein Origin: Schreib ihn als https://course.example.org, ohne Pfad.',
    scormTitle: 'Ein SCORM-Paket für eine Lernplattform',
    scormHelp:
      'Ein Zip zum Hochladen auf eine Plattform wie Moodle oder Canvas: Die Demo öffnet sich mit diesen Optionen, schreibt Status, Punktzahl und Antworten in die Bewertungsübersicht der Plattform und bewahrt die Arbeit der Lernenden für ihren nächsten Besuch auf.',
    scormVersion: 'SCORM-Version',
    scormCount: 'Übungen, die in die Punktzahl eingehen',
    scormDownload: 'Als SCORM-Paket herunterladen',
    scormBuilding: 'Das Paket wird erstellt…',
    scormReady: '{name} heruntergeladen.',
    scormFailed:
      'Das Paket konnte nicht erstellt werden ({reason}). Vielleicht sind die Dateien der Seite nicht erreichbar: Prüf die Verbindung und versuch es noch einmal.',
    optLang: 'Sprache',
    optPredict: 'Frage nach einer Vorhersage',
    predict_on: 'fragen, überspringbar',
    predict_off: 'nicht fragen',
    predict_require: 'fragen, nicht überspringbar',
    optLock: 'Einstellungen sperren',
    hide_controls: 'Einstellungen ausblenden',
    hide_explain: 'Erklärung ausblenden',
    hide_tables: 'Datentabellen ausblenden',
    copy: 'Kopieren',
    copied: 'Kopiert.',
    selectHint: 'Der Code ist markiert: Drück Strg+C zum Kopieren.',
    wholeLab: 'Das ganze Lab öffnen ↗',
    noSuchDemo: 'Es gibt keine Demo namens „{name}“. Die Demos: {list}.',
    noPopups:
      'Die Seite um diese Demo herum lässt sie kein neues Fenster öffnen (der Sandbox ihres iframes fehlt allow-popups). Die Adresse des ganzen Labs:',
  },
  tabs: {
    start: {
      short: 'Startverlust',
      title: '5.3 Der Startverlust und der Hockeyschläger',
    },
    tanh: {
      short: 'Gesättigtes tanh',
      title: '5.4 Gesättigtes tanh und tote Neuronen',
    },
    kaiming: {
      short: 'Kaiming',
      title: '5.5 Kaiming-Initialisierung: Standardabweichung Schicht für Schicht',
    },
    batchnorm: {
      short: 'BatchNorm',
      title: '5.6–5.9 BatchNorm: der Ablauf, laufende Statistiken, Training vs. Auswertung',
    },
    diagnostics: {
      short: 'Diagnose',
      title: '5.13–5.14 Diagnose: Standardabweichung der Gradienten, vier Szenarien, Update-zu-Daten-Verhältnis',
    },
    exercises: {
      short: 'Übungen',
      title: '5.18 Übungen: Probier es selbst, der Kern prüft',
    },
    'bn-matrix': {
      short: 'BatchNorm-Matrix',
      title: 'LayerNorm vs. BatchNorm — BatchNorm: jede Spalte',
    },
    'ln-matrix': {
      short: 'LayerNorm-Matrix',
      title: 'LayerNorm vs. BatchNorm — LayerNorm: jede Zeile',
    },
    residual: {
      short: 'Residualverbindungen',
      title: 'Residualverbindungen: Tiefe 5/20/50 und Post-Norm',
    },
    playground: {
      short: 'Spielwiese',
      title: 'Spielwiese: Trainier das MLP selbst',
    },
  },
  // die Übungen eines SCORM-Pakets, die zählen (scorm/download.js)
  scormPackage: {
    notIn:
      '{ids} können nicht zählen: Die Demo „{demo}“ hat keine Übungen, also könnte dieses Paket nie eine Punktzahl geben. Wähl die zählenden Übungen in einem Paket des Tabs „{exercises}“ oder des ganzen Labs.',
  },
};
