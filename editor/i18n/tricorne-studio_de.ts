<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Tricorne Studio</source>
        <translation>Über Tricorne Studio</translation>
    </message>
    <message>
        <source>Tricorne Studio %1</source>
        <translation>Tricorne Studio %1</translation>
    </message>
    <message>
        <source>A studio for authoring, playtesting and balancing battles for the board wargame Commands &amp; Colors Tricorne.</source>
        <translation>Ein Studio zum Entwerfen, Testspielen und Ausbalancieren von Schlachten für das Brettspiel Commands &amp; Colors Tricorne.</translation>
    </message>
    <message>
        <source>The rules it implements:</source>
        <translation>Umgesetzte Regeln:</translation>
    </message>
    <message>
        <source>• Commands &amp; Colors Tricorne — The Jacobite Rising (rule and scenario booklet)
• Commands &amp; Colors Tricorne — The American Revolution (rule and scenario booklet, revised 2018)</source>
        <translation>• Commands &amp; Colors Tricorne — The Jacobite Rising (Regel- und Szenarioheft)
• Commands &amp; Colors Tricorne — The American Revolution (Regel- und Szenarioheft, überarbeitet 2018)</translation>
    </message>
    <message>
        <source>Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later).
Commands &amp; Colors and Tricorne are trademarks of their owners; this is an independent tool.</source>
        <translation>Lizenz: GNU General Public License, Version 3 oder neuer (GPL-3.0-or-later).
Commands &amp; Colors und Tricorne sind Marken ihrer Inhaber; dies ist ein unabhängiges Werkzeug.</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>an untitled scenario</source>
        <translation>einem unbenannten Szenario</translation>
    </message>
</context>
<context>
    <name>Balance</name>
    <message>
        <source>undoing %1</source>
        <translation>%1 rückgängig gemacht</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>%1 edits: %2, %3 and %4 more</source>
        <translation>%1 Änderungen: %2, %3 und %4 weitere</translation>
    </message>
    <message>
        <source>%1 win rate %2% → %3%</source>
        <translation>Siegquote %1: %2 % → %3 %</translation>
    </message>
    <message>
        <source>%1 after %2</source>
        <translation>%1 nach %2</translation>
    </message>
    <message>
        <source>seed %1 → %2</source>
        <translation>Startwert %1 → %2</translation>
    </message>
    <message>
        <source>%1, no edits in between</source>
        <translation>%1, keine Änderungen dazwischen</translation>
    </message>
    <message>
        <source>Victory banners</source>
        <translation>Siegesbanner</translation>
    </message>
    <message>
        <source>Unfinished</source>
        <translation>Nicht beendet</translation>
    </message>
    <message>
        <source>%1 played by %2 → %3</source>
        <translation>%1 gespielt von %2 → %3</translation>
    </message>
    <message>
        <source>Not compared with the previous run: it used other players or dice (%1)</source>
        <translation>Nicht mit dem vorigen Lauf verglichen: er hatte andere Spieler oder Würfel (%1)</translation>
    </message>
    <message>
        <source>%1 of %2 games, cancelled</source>
        <translation>%1 von %2 Partien, abgebrochen</translation>
    </message>
    <message>
        <source>%1 games</source>
        <translation>%1 Partien</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
</context>
<context>
    <name>BalanceBars</name>
    <message>
        <source>games</source>
        <translation>Partien</translation>
    </message>
</context>
<context>
    <name>BalancePanel</name>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <source>Bottom bot</source>
        <translation>Bot unten</translation>
    </message>
    <message>
        <source>Top bot</source>
        <translation>Bot oben</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Plays the battle as it stands, unsaved edits included, bot against bot, and shows how often each side wins.</source>
        <translation>Spielt die Schlacht im jetzigen Stand, ungespeicherte Änderungen eingeschlossen, Bot gegen Bot, und zeigt, wie oft jede Seite gewinnt.</translation>
    </message>
    <message>
        <source>Win rate, with its 95% interval</source>
        <translation>Siegquote mit 95-%-Intervall</translation>
    </message>
    <message>
        <source>Banners at the end</source>
        <translation>Siegesbanner am Ende</translation>
    </message>
    <message>
        <source>Game length in turns</source>
        <translation>Spieldauer in Zügen</translation>
    </message>
    <message>
        <source>How games ended</source>
        <translation>Wie die Partien endeten</translation>
    </message>
    <message>
        <source>Cancelled after %1 of %2 games</source>
        <translation>Abgebrochen nach %1 von %2 Spielen</translation>
    </message>
    <message>
        <source>%1 games</source>
        <translation>%1 Spiele</translation>
    </message>
    <message>
        <source>%1 turns on average (finished games)</source>
        <translation>im Schnitt %1 Züge (beendete Spiele)</translation>
    </message>
    <message>
        <source>%1 turns on average</source>
        <translation>im Schnitt %1 Züge</translation>
    </message>
    <message>
        <source>⚠ %1 of %2 games never ended: no winner after 100,000 decisions. Win rates count them as won by neither side; game lengths leave them out.</source>
        <translation>⚠ %1 von %2 Spielen endeten nie: kein Sieger nach 100.000 Entscheidungen. Die Siegquoten zählen sie für keine Seite; die Spieldauer lässt sie aus.</translation>
    </message>
    <message>
        <source>Why: %1</source>
        <translation>Grund: %1</translation>
    </message>
    <message>
        <source>Validation names no reason, so this is a bug in the engine or the bots: please report the scenario with the seeds below.</source>
        <translation>Die Prüfung nennt keinen Grund, also ist dies ein Fehler der Regel-Engine oder der Bots: Bitte melden Sie das Szenario mit den Startwerten unten.</translation>
    </message>
    <message>
        <source>Replay: %1%2</source>
        <translation>Nachspielen: %1%2</translation>
    </message>
    <message>
        <source>game %1 (seed %2)</source>
        <translation>Spiel %1 (Startwert %2)</translation>
    </message>
    <message>
        <source> and %1 more</source>
        <translation> und %1 weitere</translation>
    </message>
    <message>
        <source>Game length in turns, finished games</source>
        <translation>Spieldauer in Zügen, beendete Spiele</translation>
    </message>
    <message>
        <source>%1 bot</source>
        <translation>Bot %1</translation>
    </message>
    <message>
        <source>units eliminated per hex, shaded on the board under the pieces</source>
        <translation>ausgeschiedene Einheiten je Feld, auf dem Spielplan unter den Figuren schattiert</translation>
    </message>
    <message>
        <source>The sides were played by different bots (%1 and %2): the win rates measure the bots as much as the battle.</source>
        <translation>Die Seiten wurden von verschiedenen Bots gespielt (%1 und %2): Die Siegquoten messen die Bots ebenso wie die Schlacht.</translation>
    </message>
</context>
<context>
    <name>BalanceRunner</name>
    <message>
        <source>A run is going; cancel it first.</source>
        <translation>Ein Lauf ist im Gange; brechen Sie ihn zuerst ab.</translation>
    </message>
    <message>
        <source>Open a scenario of a known game system to test its balance.</source>
        <translation>Öffnen Sie ein Szenario eines bekannten Spielsystems, um seine Balance zu prüfen.</translation>
    </message>
    <message numerus="yes">
        <source>Fix the scenario&apos;s %n error(s) first (Problems tab): the engine plays valid battles only.</source>
        <translation>
            <numerusform>Beheben Sie zuerst den %n Fehler des Szenarios (Reiter Probleme): Die Regel-Engine spielt nur gültige Schlachten.</numerusform>
            <numerusform>Beheben Sie zuerst die %n Fehler des Szenarios (Reiter Probleme): Die Regel-Engine spielt nur gültige Schlachten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Games must be from 1 to %1.</source>
        <translation>Die Zahl der Partien muss zwischen 1 und %1 liegen.</translation>
    </message>
    <message>
        <source>Choose a bot for each side (%1) and a seed of 0 or more.</source>
        <translation>Wählen Sie für jede Seite einen Bot (%1) und einen Startwert ab 0.</translation>
    </message>
    <message>
        <source>Choose at least one thing the sweep may change.</source>
        <translation>Wählen Sie mindestens eine Sache, die der Durchlauf ändern darf.</translation>
    </message>
    <message>
        <source>The aim is a side winning 0 to 100% of the games.</source>
        <translation>Das Ziel ist eine Seite, die 0 bis 100 % der Partien gewinnt.</translation>
    </message>
    <message>
        <source>The scenario changed since the sweep: run it again to apply one of its changes.</source>
        <translation>Das Szenario hat sich seit dem Durchlauf geändert: Starten Sie ihn erneut, um eine seiner Änderungen zu übernehmen.</translation>
    </message>
    <message>
        <source>The sweep has no change &quot;%1&quot;.</source>
        <translation>Der Durchlauf hat keine Änderung „%1“.</translation>
    </message>
    <message>
        <source>Balance: %1</source>
        <translation>Balance: %1</translation>
    </message>
    <message>
        <source>about %1 s</source>
        <translation>etwa %1 s</translation>
    </message>
    <message>
        <source>about %1 min</source>
        <translation>etwa %1 min</translation>
    </message>
    <message>
        <source>about %1 h</source>
        <translation>etwa %1 h</translation>
    </message>
    <message>
        <source>%1 left</source>
        <translation>noch %1</translation>
    </message>
    <message>
        <source>A run with these bots takes %1 on this machine; greedy against greedy takes %2.</source>
        <translation>Ein Lauf mit diesen Bots dauert auf diesem Rechner %1; gierig gegen gierig dauert %2.</translation>
    </message>
    <message>
        <source>A run takes %1 on this machine.</source>
        <translation>Ein Lauf dauert auf diesem Rechner %1.</translation>
    </message>
</context>
<context>
    <name>BalanceSweep</name>
    <message>
        <source>Victory banners</source>
        <translation>Siegesbanner</translation>
    </message>
    <message>
        <source>Command cards</source>
        <translation>Befehlskarten</translation>
    </message>
    <message>
        <source>Combat cards</source>
        <translation>Kampfkarten</translation>
    </message>
    <message>
        <source>Who moves first</source>
        <translation>Wer zuerst zieht</translation>
    </message>
    <message>
        <source>Top side</source>
        <translation>Obere Seite</translation>
    </message>
    <message>
        <source>Bottom side</source>
        <translation>Untere Seite</translation>
    </message>
    <message>
        <source>Find a fairer setup</source>
        <translation>Eine ausgewogenere Aufstellung finden</translation>
    </message>
    <message>
        <source>Plays the battle as it is and each small change of its notes on the same games, with the bots and seed above, and marks the change closest to the aim.</source>
        <translation>Spielt die Schlacht wie sie ist und jede kleine Änderung ihrer Notizen mit denselben Partien, mit den Bots und dem Startwert oben, und markiert die Änderung, die dem Ziel am nächsten kommt.</translation>
    </message>
    <message>
        <source>Aim</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Side the aim is for</source>
        <translation>Seite, für die das Ziel gilt</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>gewinnt</translation>
    </message>
    <message>
        <source>Aimed win rate, in percent</source>
        <translation>Angestrebte Siegquote in Prozent</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>Durchlauf</translation>
    </message>
    <message>
        <source>%1 winning, %2 games a change (aim: %3)</source>
        <translation>%1 gewinnt, %2 Partien je Änderung (Ziel: %3)</translation>
    </message>
    <message>
        <source>As it is</source>
        <translation>Wie sie ist</translation>
    </message>
    <message>
        <source>closest</source>
        <translation>am nächsten</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Übernehmen</translation>
    </message>
    <message>
        <source>Make this change to the battle notes (one undo step)</source>
        <translation>Diese Änderung an den Schlachtnotizen vornehmen (ein Rückgängig-Schritt)</translation>
    </message>
    <message>
        <source>Cancelled: not every change played its games, so none is named closest.</source>
        <translation>Abgebrochen: Nicht jede Änderung hat ihre Partien gespielt, daher wird keine als nächste genannt.</translation>
    </message>
    <message>
        <source>The scenario changed since this sweep: sweep again to apply a change.</source>
        <translation>Das Szenario hat sich seit diesem Durchlauf geändert: Starten Sie ihn erneut, um eine Änderung zu übernehmen.</translation>
    </message>
    <message>
        <source>The change nearest the aim is not distinguishable from the battle as it is at %1 games a change: their intervals overlap, so none is named closest. More games tell them apart.</source>
        <translation>Die Änderung, die dem Ziel am nächsten kommt, ist bei %1 Partien je Änderung nicht von der Schlacht, wie sie ist, zu unterscheiden: Ihre Intervalle überlappen, daher wird keine als nächste genannt. Mehr Partien trennen sie.</translation>
    </message>
    <message>
        <source>No change is distinguishable from the battle as it is at %1 games a change: every interval overlaps the base&apos;s. More games tell them apart.</source>
        <translation>Bei %1 Partien je Änderung ist keine Änderung von der Schlacht, wie sie ist, zu unterscheiden: Jedes Intervall überlappt das der Ausgangslage. Mehr Partien trennen sie.</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>Battlefield</source>
        <translation>Schlachtfeld</translation>
    </message>
    <message>
        <source>Hex cursor at column %1, row %2</source>
        <translation>Feldcursor in Spalte %1, Reihe %2</translation>
    </message>
    <message>
        <source>Wheel: zoom at the pointer · Middle-drag, right-drag or Space+drag: pan · 0: fit</source>
        <translation>Mausrad: zum Zeiger zoomen · Mittlere oder rechte Taste ziehen oder Leertaste+Ziehen: verschieben · 0: einpassen</translation>
    </message>
</context>
<context>
    <name>BoardModel</name>
    <message>
        <source>Open ground</source>
        <translation>Offenes Gelände</translation>
    </message>
    <message>
        <source>1 block</source>
        <translation>1 Block</translation>
    </message>
    <message>
        <source>%1 blocks</source>
        <translation>%1 Blöcke</translation>
    </message>
    <message>
        <source>Chief marker</source>
        <translation>Anführermarker</translation>
    </message>
    <message>
        <source>Leader %1</source>
        <translation>Anführer %1</translation>
    </message>
    <message>
        <source>%1 on %2 side</source>
        <translation>%1 an Seite %2</translation>
    </message>
    <message>
        <source>section %1</source>
        <translation>Abschnitt %1</translation>
    </message>
    <message>
        <source>Chief</source>
        <translation>Anführer</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1 marker</source>
        <translation>%1-Marker</translation>
    </message>
    <message>
        <source>Leader attached: %1</source>
        <translation>Zugeordneter Anführer: %1</translation>
    </message>
    <message>
        <source>Leader %1 — %2</source>
        <translation>Anführer %1 — %2</translation>
    </message>
    <message>
        <source>1 banner</source>
        <translation>1 Siegesbanner</translation>
    </message>
    <message>
        <source>%1 banners</source>
        <translation>%1 Siegesbanner</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2 %3, %4 %5</source>
        <translation>%1: %2 %3, %4 %5</translation>
    </message>
    <message>
        <source>Objective %1</source>
        <translation>Ziel %1</translation>
    </message>
</context>
<context>
    <name>BoardPicture</name>
    <message>
        <source>There is no board to draw.</source>
        <translation>Es gibt keinen Spielplan zum Zeichnen.</translation>
    </message>
    <message>
        <source>The board cannot be drawn now (its window is not shown).</source>
        <translation>Der Spielplan kann jetzt nicht gezeichnet werden (sein Fenster wird nicht angezeigt).</translation>
    </message>
    <message>
        <source>Could not draw the board for “%1”.</source>
        <translation>Der Spielplan für „%1“ konnte nicht gezeichnet werden.</translation>
    </message>
    <message>
        <source>Could not save “%1”: %2</source>
        <translation>„%1“ konnte nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>Battlefield</source>
        <translation>Schlachtfeld</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <source>Delete unit</source>
        <translation>Einheit löschen</translation>
    </message>
    <message>
        <source>Delete leader</source>
        <translation>Anführer löschen</translation>
    </message>
    <message>
        <source>Delete pieces</source>
        <translation>Figuren löschen</translation>
    </message>
    <message>
        <source>Fill terrain</source>
        <translation>Gelände füllen</translation>
    </message>
    <message>
        <source>Move unit</source>
        <translation>Einheit bewegen</translation>
    </message>
    <message>
        <source>Move leader</source>
        <translation>Anführer bewegen</translation>
    </message>
    <message>
        <source>Paint terrain</source>
        <translation>Gelände malen</translation>
    </message>
    <message>
        <source>Draw road or river</source>
        <translation>Straße oder Fluss zeichnen</translation>
    </message>
    <message>
        <source>Erase terrain</source>
        <translation>Gelände löschen</translation>
    </message>
    <message>
        <source>Place leader</source>
        <translation>Anführer setzen</translation>
    </message>
    <message>
        <source>Place unit</source>
        <translation>Einheit setzen</translation>
    </message>
    <message>
        <source>Remove %1 at %2</source>
        <translation>%1 bei %2 entfernen</translation>
    </message>
    <message>
        <source>Change hex side to %1 at %2</source>
        <translation>Feldseite bei %2 in %1 ändern</translation>
    </message>
    <message>
        <source>Add %1 at %2</source>
        <translation>%1 bei %2 hinzufügen</translation>
    </message>
</context>
<context>
    <name>ComparePanel</name>
    <message>
        <source>Compared with %1</source>
        <translation>Verglichen mit %1</translation>
    </message>
    <message>
        <source>No differences: the two versions are the same.</source>
        <translation>Keine Unterschiede: Die beiden Fassungen sind gleich.</translation>
    </message>
    <message numerus="yes">
        <source>%n change(s) from that version to this one.</source>
        <translation>
            <numerusform>%n Änderung von jener Fassung zu dieser.</numerusform>
            <numerusform>%n Änderungen von jener Fassung zu dieser.</numerusform>
        </translation>
    </message>
    <message>
        <source>added</source>
        <translation>hinzugefügt</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>entfernt</translation>
    </message>
    <message>
        <source>moved</source>
        <translation>bewegt</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>geändert</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Änderungen</translation>
    </message>
    <message>
        <source>Close comparison</source>
        <translation>Vergleich schließen</translation>
    </message>
</context>
<context>
    <name>ComparisonModel</name>
    <message>
        <source>This scenario has not been saved yet: there is no saved version to compare with.</source>
        <translation>Dieses Szenario wurde noch nicht gespeichert: Es gibt keine gespeicherte Fassung zum Vergleichen.</translation>
    </message>
    <message>
        <source>the last saved version (%1)</source>
        <translation>der zuletzt gespeicherten Fassung (%1)</translation>
    </message>
    <message>
        <source>There is no autosave yet: it is written a moment after an unsaved edit.</source>
        <translation>Es gibt noch keine automatische Sicherung: Sie wird kurz nach einer ungespeicherten Änderung geschrieben.</translation>
    </message>
    <message>
        <source>the autosave</source>
        <translation>der automatischen Sicherung</translation>
    </message>
    <message>
        <source>Cannot compare with %1: %2</source>
        <translation>Vergleich mit %1 nicht möglich: %2</translation>
    </message>
</context>
<context>
    <name>DataDirectory</name>
    <message>
        <source>Blank — %1</source>
        <translation>Leer — %1</translation>
    </message>
</context>
<context>
    <name>DiagnosticRow</name>
    <message>
        <source>hex %1,%2</source>
        <translation>Feld %1,%2</translation>
    </message>
</context>
<context>
    <name>DocumentDialogs</name>
    <message>
        <source>Save changes to “%1”?</source>
        <translation>Änderungen an „%1“ speichern?</translation>
    </message>
    <message>
        <source>Your changes will be lost if you don’t save them.</source>
        <translation>Ihre Änderungen gehen verloren, wenn Sie sie nicht speichern.</translation>
    </message>
    <message>
        <source>Restore unsaved changes?</source>
        <translation>Ungespeicherte Änderungen wiederherstellen?</translation>
    </message>
    <message numerus="yes">
        <source>Tricorne Studio closed without saving changes to %1 (and %n more, offered next).
Restore them?</source>
        <translation>
            <numerusform>Tricorne Studio wurde beendet, ohne die Änderungen an %1 zu speichern (dazu %n weitere, die danach angeboten werden).
Wiederherstellen?</numerusform>
            <numerusform>Tricorne Studio wurde beendet, ohne die Änderungen an %1 zu speichern (dazu %n weitere, die danach angeboten werden).
Wiederherstellen?</numerusform>
        </translation>
    </message>
    <message>
        <source>Tricorne Studio closed without saving changes to %1.
Restore them?</source>
        <translation>Tricorne Studio wurde beendet, ohne die Änderungen an %1 zu speichern.
Wiederherstellen?</translation>
    </message>
    <message>
        <source>“%1” changed on disk</source>
        <translation>„%1“ wurde auf der Festplatte geändert</translation>
    </message>
    <message>
        <source>Another program changed the file. Reload it? Your edits would be lost.
Choose No to keep your version.</source>
        <translation>Ein anderes Programm hat die Datei geändert. Neu laden? Ihre Änderungen gingen dabei verloren.
Wählen Sie Nein, um Ihre Fassung zu behalten.</translation>
    </message>
    <message>
        <source>Tricorne Studio</source>
        <translation>Tricorne Studio</translation>
    </message>
    <message>
        <source>the whole file</source>
        <translation>die ganze Datei</translation>
    </message>
</context>
<context>
    <name>FieldEditor</name>
    <message>
        <source>Top side</source>
        <translation>Obere Seite</translation>
    </message>
    <message>
        <source>Bottom side</source>
        <translation>Untere Seite</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Both sides</source>
        <translation>Beide Seiten</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Niemand</translation>
    </message>
    <message>
        <source>Either side</source>
        <translation>Jede Seite</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Not set</source>
        <translation>Nicht gesetzt</translation>
    </message>
    <message numerus="yes">
        <source>%n hex(es): %1</source>
        <translation>
            <numerusform>%n Feld: %1</numerusform>
            <numerusform>%n Felder: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>None chosen</source>
        <translation>Nichts gewählt</translation>
    </message>
    <message>
        <source>Set to selection (%1)</source>
        <translation>Auswahl übernehmen (%1)</translation>
    </message>
    <message>
        <source>Add selection</source>
        <translation>Auswahl hinzufügen</translation>
    </message>
    <message>
        <source>All %1 hexes of this group (%2)</source>
        <translation>Alle Felder %1 dieser Gruppe (%2)</translation>
    </message>
    <message>
        <source>Set to the leaders selected (%1)</source>
        <translation>Gewählte Anführer übernehmen (%1)</translation>
    </message>
    <message>
        <source>Set to the units selected (%1)</source>
        <translation>Gewählte Einheiten übernehmen (%1)</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>Banners for %1</source>
        <translation>Siegesbanner für %1</translation>
    </message>
</context>
<context>
    <name>FileDialogs</name>
    <message>
        <source>Tricorne scenarios (*.tricorne.json)</source>
        <translation>Tricorne-Szenarien (*.tricorne.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>Szenario öffnen</translation>
    </message>
    <message>
        <source>Save scenario as</source>
        <translation>Szenario speichern unter</translation>
    </message>
    <message>
        <source>Export scenario</source>
        <translation>Szenario exportieren</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Export the battlefield as an image</source>
        <translation>Schlachtfeld als Bild exportieren</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>Save the game log</source>
        <translation>Spielprotokoll speichern</translation>
    </message>
    <message>
        <source>Load a game log</source>
        <translation>Spielprotokoll laden</translation>
    </message>
    <message>
        <source>SVG vector drawings (*.svg)</source>
        <translation>SVG-Vektorgrafiken (*.svg)</translation>
    </message>
    <message>
        <source>Export the scenario sheet</source>
        <translation>Szenarioblatt exportieren</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-Dokumente (*.pdf)</translation>
    </message>
    <message>
        <source>Compare with another version</source>
        <translation>Mit einer anderen Fassung vergleichen</translation>
    </message>
    <message>
        <source>Import order of battle</source>
        <translation>Schlachtordnung importieren</translation>
    </message>
    <message>
        <source>Tables (*.csv *.tsv *.txt)</source>
        <translation>Tabellen (*.csv *.tsv *.txt)</translation>
    </message>
    <message>
        <source>Tricorne game logs (*.tricorne-log.json *.log.json)</source>
        <translation>Tricorne-Spielprotokolle (*.tricorne-log.json *.log.json)</translation>
    </message>
</context>
<context>
    <name>GuideDialog</name>
    <message>
        <source>User&apos;s Guide</source>
        <translation>Benutzerhandbuch</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>Tricorne Studio Help</source>
        <translation>Tricorne Studio – Hilfe</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Werkzeuge</translation>
    </message>
    <message>
        <source>&lt;b&gt;Select&lt;/b&gt; (S): pick a hex; drag a unit or leader to move it; Shift adds hexes to the selection.&lt;br&gt;&lt;b&gt;Terrain&lt;/b&gt; (T): paint the terrain chosen in the panel; drag to paint a stroke. R / Shift+R turn a tile, V changes a river&apos;s or road&apos;s shape.&lt;br&gt;&lt;b&gt;Erase&lt;/b&gt; (E): back to open ground. &lt;b&gt;Fill&lt;/b&gt; (F): fill connected hexes of one terrain.&lt;br&gt;&lt;b&gt;Hex side&lt;/b&gt; (H): click near a hex side to add or remove a wall, field works or a fence.&lt;br&gt;&lt;b&gt;Unit&lt;/b&gt; (U), &lt;b&gt;Leader&lt;/b&gt; (L), &lt;b&gt;Objective&lt;/b&gt; (O): place them; Shift+click adds hexes to the last objective.</source>
        <translation>&lt;b&gt;Auswahl&lt;/b&gt; (S): ein Feld wählen; eine Einheit oder einen Anführer ziehen, um sie zu bewegen; mit Umschalt kommen Felder zur Auswahl hinzu.&lt;br&gt;&lt;b&gt;Gelände&lt;/b&gt; (T): das im Bedienfeld gewählte Gelände malen; ziehen malt einen Strich. R / Umschalt+R drehen ein Plättchen, V ändert die Form eines Flusses oder einer Straße.&lt;br&gt;&lt;b&gt;Radieren&lt;/b&gt; (E): zurück zu offenem Gelände. &lt;b&gt;Füllen&lt;/b&gt; (F): zusammenhängende Felder eines Geländes füllen.&lt;br&gt;&lt;b&gt;Feldseite&lt;/b&gt; (H): nahe einer Feldseite klicken, um eine Mauer, Feldbefestigungen oder einen Zaun hinzuzufügen oder zu entfernen.&lt;br&gt;&lt;b&gt;Einheit&lt;/b&gt; (U), &lt;b&gt;Anführer&lt;/b&gt; (L), &lt;b&gt;Ziel&lt;/b&gt; (O): setzen; Umschalt+Klick fügt dem letzten Ziel Felder hinzu.</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Tastatur</translation>
    </message>
    <message>
        <source>The arrow keys move the hex cursor on the board; Enter or Space acts there with the current tool, as a click would. Tab moves between the board and the panels.&lt;br&gt;New %1, Open %2, Save %3, Save as %4, Close %5, Quit %6; Undo %7, Redo %8; Cut %9, Copy %10, Paste %11, Select all %12, Delete %13; zoom in %14, zoom out %15, fit 0; Help %16; Playtest F5 (Esc goes back to editing).</source>
        <translation>Die Pfeiltasten bewegen den Feldcursor auf dem Spielplan; Eingabe oder Leertaste wirken dort mit dem aktuellen Werkzeug wie ein Klick. Tab wechselt zwischen Spielplan und Bedienfeldern.&lt;br&gt;Neu %1, Öffnen %2, Speichern %3, Speichern unter %4, Schließen %5, Beenden %6; Rückgängig %7, Wiederholen %8; Ausschneiden %9, Kopieren %10, Einfügen %11, Alles auswählen %12, Löschen %13; vergrößern %14, verkleinern %15, einpassen 0; Hilfe %16; Testspiel F5 (Esc kehrt zum Bearbeiten zurück).</translation>
    </message>
    <message>
        <source>Playtest</source>
        <translation>Testspiel</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Balance</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Dateien</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Spielplan</translation>
    </message>
    <message>
        <source>User&apos;s Guide…</source>
        <translation>Benutzerhandbuch …</translation>
    </message>
    <message>
        <source>Pieces and text</source>
        <translation>Spielsteine und Text</translation>
    </message>
    <message>
        <source>&lt;b&gt;Unplaced&lt;/b&gt;: pieces not yet on the board wait in the tray; drag one onto a hex. &lt;b&gt;File ▸ Import order of battle…&lt;/b&gt; reads a table (CSV) of units and leaders into the tray.&lt;br&gt;&lt;b&gt;Labels&lt;/b&gt; (N): name a place on the map; names are printed on the board and the sheet.&lt;br&gt;&lt;b&gt;Notes&lt;/b&gt;, &lt;b&gt;Rules&lt;/b&gt; and &lt;b&gt;Holds&lt;/b&gt; tabs: the battle&apos;s notes, its special rules and victory-banner objectives, each for the side(s) it names.</source>
        <translation>&lt;b&gt;Nicht aufgestellt&lt;/b&gt;: Spielsteine, die noch nicht auf dem Spielplan stehen, warten in der Ablage; ziehen Sie einen auf ein Feld. &lt;b&gt;Datei ▸ Schlachtordnung importieren …&lt;/b&gt; liest eine Tabelle (CSV) mit Einheiten und Anführern in die Ablage.&lt;br&gt;&lt;b&gt;Beschriftung&lt;/b&gt; (N): benennt einen Ort auf der Karte; die Namen werden auf dem Spielplan und dem Blatt gedruckt.&lt;br&gt;Reiter &lt;b&gt;Notizen&lt;/b&gt;, &lt;b&gt;Regeln&lt;/b&gt; und &lt;b&gt;Besitz&lt;/b&gt;: die Notizen der Schlacht, ihre Sonderregeln und Siegesbanner-Ziele, jeweils für die Seite(n), die sie nennen.</translation>
    </message>
    <message>
        <source>The Balance tab plays many games between bots in the background with the engine (the same as &lt;tt&gt;tricorne simulate&lt;/tt&gt;) and shows how often each side wins, with its interval, by how many banners, and where units fell; it says how long a run will take before it starts. &lt;b&gt;Sweep&lt;/b&gt; tries changes (banners, cards, first player) and shows which brings the win rate nearest your aim; Apply makes it one undo step. Runs with the same bots and seed are compared, naming every difference.</source>
        <translation>Der Reiter Balance spielt im Hintergrund viele Partien zwischen Bots mit der Regel-Engine (wie &lt;tt&gt;tricorne simulate&lt;/tt&gt;) und zeigt, wie oft jede Seite gewinnt, mit ihrem Intervall, mit wie vielen Siegesbannern und wo Einheiten fielen; vor dem Start sagt er, wie lange ein Lauf dauern wird. &lt;b&gt;Durchlauf&lt;/b&gt; probiert Änderungen (Banner, Karten, erster Spieler) und zeigt, welche die Siegquote am nächsten an Ihr Ziel bringt; Übernehmen macht sie zu einem Rückgängig-Schritt. Läufe mit denselben Bots und demselben Startwert werden verglichen, mit jedem Unterschied genannt.</translation>
    </message>
    <message>
        <source>Save writes the scenario file; Export writes the engine&apos;s checked, canonical form and is refused while the scenario has errors (see Problems). &lt;b&gt;File ▸ Compare with…&lt;/b&gt; shows what changed against another version, on the board and in a list. &lt;b&gt;File ▸ Export sheet…&lt;/b&gt; writes the printable sheet (PDF, PNG or SVG): the map, the armies, the objectives and special rules in the engine&apos;s words. Unsaved work is kept in a recovery file a moment after each edit and offered again after a crash.</source>
        <translation>Speichern schreibt die Szenariodatei; Exportieren schreibt die geprüfte, kanonische Form der Regel-Engine und wird verweigert, solange das Szenario Fehler hat (siehe Probleme). &lt;b&gt;Datei ▸ Vergleichen mit …&lt;/b&gt; zeigt, was sich gegenüber einer anderen Fassung geändert hat, auf dem Spielplan und in einer Liste. &lt;b&gt;Datei ▸ Blatt exportieren …&lt;/b&gt; schreibt das druckbare Szenarioblatt (PDF, PNG oder SVG): die Karte, die Armeen, die Ziele und Sonderregeln in den Worten der Regel-Engine. Ungespeicherte Arbeit wird kurz nach jeder Änderung in einer Wiederherstellungsdatei gesichert und nach einem Absturz wieder angeboten.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>&lt;b&gt;Zoom&lt;/b&gt;: the mouse wheel zooms toward the pointer, keeping the hex under it in place.&lt;br&gt;&lt;b&gt;Pan&lt;/b&gt;: drag with the middle mouse button or the right one, or hold Space and drag, or use the scroll bars.&lt;br&gt;&lt;b&gt;Box selection&lt;/b&gt;: with Select, drag from a hex without a piece to draw a box; the hexes inside are selected (Shift adds to the selection).&lt;br&gt;&lt;b&gt;Cut&lt;/b&gt; copies the selected hexes and removes their pieces in one undo step; &lt;b&gt;Select all&lt;/b&gt; selects every hex of the board.&lt;br&gt;&lt;b&gt;Roads, rivers and streams&lt;/b&gt; are drawn as lines: drag through the hexes and each one gets the shape and turn that carry the line on and join the lines it touches; dragging back takes the last hex back; one undo step per stroke. A ford or a bridge dropped on a river lies along it. A click lays the tile the ghost under the pointer shows, with its variant and rotation; &lt;b&gt;rotation&lt;/b&gt; is remembered per terrain type.</source>
        <translation>&lt;b&gt;Zoomen&lt;/b&gt;: Das Mausrad zoomt zum Zeiger hin; das Feld darunter bleibt an seinem Platz.&lt;br&gt;&lt;b&gt;Verschieben&lt;/b&gt;: mit der mittleren oder rechten Maustaste ziehen, oder die Leertaste halten und ziehen, oder die Bildlaufleisten benutzen.&lt;br&gt;&lt;b&gt;Rechteckauswahl&lt;/b&gt;: Mit Auswahl von einem Feld ohne Spielstein aus ein Rechteck ziehen; die Felder darin werden ausgewählt (Umschalt fügt sie der Auswahl hinzu).&lt;br&gt;&lt;b&gt;Ausschneiden&lt;/b&gt; kopiert die ausgewählten Felder und entfernt ihre Spielsteine in einem Rückgängig-Schritt; &lt;b&gt;Alles auswählen&lt;/b&gt; wählt jedes Feld des Spielplans aus.&lt;br&gt;&lt;b&gt;Straßen, Flüsse und Bäche&lt;/b&gt; werden als Linien gezeichnet: durch die Felder ziehen, und jedes erhält die Form und Drehung, die die Linie fortführen und an die berührten Linien anschließen; zurückziehen nimmt das letzte Feld wieder weg; ein Rückgängig-Schritt je Strich. Eine Furt oder Brücke auf einem Fluss folgt seiner Richtung. Ein Klick legt das Plättchen, das die Vorschau unter dem Zeiger zeigt, mit Variante und Drehung; die &lt;b&gt;Drehung&lt;/b&gt; wird je Geländeart gemerkt.</translation>
    </message>
    <message>
        <source>Playtest (F5) plays the scenario as it stands, saved or not, with the rules engine: choose who plays each side (you, or the random, greedy or search bot — search is the strongest and slowest), play cards and orders on the board, undo to the start of a turn, restart with the same seed or play again with a new one. The log says why each roll was rolled. Back to editing leaves the scenario exactly as it was.</source>
        <translation>Testspiel (F5) spielt das Szenario im jetzigen Stand, gespeichert oder nicht, mit der Regel-Engine: Wählen Sie, wer jede Seite spielt (Sie selbst oder der zufällige, gierige oder suchende Bot — der suchende ist der stärkste und langsamste), spielen Sie Karten und Befehle auf dem Spielplan, nehmen Sie Züge bis zum Zugbeginn zurück beginnen Sie mit demselben Startwert neu oder spielen Sie mit einem neuen noch einmal. Das Protokoll sagt, warum jeder Wurf gewürfelt wurde. Zurück zum Bearbeiten lässt das Szenario genau so, wie es war.</translation>
    </message>
    <message>
        <source>F8 hides or shows the tool panel, F9 the scenario panel (View menu); drag a panel&apos;s edge to narrow or widen it.</source>
        <translation>F8 blendet das Werkzeug-Bedienfeld aus oder ein, F9 das Szenario-Bedienfeld (Menü Ansicht); den Rand eines Bedienfelds ziehen macht es schmaler oder breiter.</translation>
    </message>
</context>
<context>
    <name>HistoryPanel</name>
    <message>
        <source>(saved)</source>
        <translation>(gespeichert)</translation>
    </message>
    <message>
        <source>Undo history</source>
        <translation>Bearbeitungsverlauf</translation>
    </message>
</context>
<context>
    <name>HoldsModel</name>
    <message>
        <source>Open a scenario to see who holds what.</source>
        <translation>Öffnen Sie ein Szenario, um zu sehen, wer was hält.</translation>
    </message>
    <message>
        <source>This build does not know the game system “%1”.</source>
        <translation>Diese Version kennt das Spielsystem „%1“ nicht.</translation>
    </message>
    <message numerus="yes">
        <source>Fix the %n error(s) in Problems to see who holds what.</source>
        <translation>
            <numerusform>Beheben Sie den %n Fehler unter Probleme, um zu sehen, wer was hält.</numerusform>
            <numerusform>Beheben Sie die %n Fehler unter Probleme, um zu sehen, wer was hält.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2 · %3 %4</source>
        <translation>%1 %2 · %3 %4%1 · %3 %4 {1 %2 ?}</translation>
    </message>
    <message>
        <source>%1 moves first; its turn-start objectives are counted.</source>
        <translation>%1 zieht zuerst; seine Ziele zu Zugbeginn sind gezählt.</translation>
    </message>
    <message>
        <source>%1 moves first after the opening; turn-start objectives are counted when the first turn begins.</source>
        <translation>%1 zieht nach der Eröffnung zuerst; Ziele zu Zugbeginn werden gezählt, wenn der erste Zug beginnt.</translation>
    </message>
</context>
<context>
    <name>HoldsPanel</name>
    <message>
        <source>Banners at the start: %1</source>
        <translation>Siegesbanner zu Beginn: %1</translation>
    </message>
    <message>
        <source>This scenario has no objectives.</source>
        <translation>Dieses Szenario hat keine Ziele.</translation>
    </message>
    <message>
        <source>Who holds what</source>
        <translation>Wer hält was</translation>
    </message>
</context>
<context>
    <name>Inspector</name>
    <message>
        <source>Nothing selected</source>
        <translation>Nichts ausgewählt</translation>
    </message>
    <message>
        <source>Hex %1,%2</source>
        <translation>Feld %1,%2</translation>
    </message>
    <message>
        <source>Blocks</source>
        <translation>Blöcke</translation>
    </message>
    <message>
        <source>Unit name (optional)</source>
        <translation>Name der Einheit (optional)</translation>
    </message>
    <message>
        <source>%1 marker</source>
        <translation>%1-Marker</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>Anführer</translation>
    </message>
    <message>
        <source>Unit name</source>
        <translation>Name der Einheit</translation>
    </message>
    <message>
        <source>Leader&apos;s name</source>
        <translation>Name des Anführers</translation>
    </message>
    <message>
        <source>Unit type</source>
        <translation>Einheitentyp</translation>
    </message>
</context>
<context>
    <name>LabelEditor</name>
    <message>
        <source>Add label</source>
        <translation>Beschriftung hinzufügen</translation>
    </message>
    <message>
        <source>Move label</source>
        <translation>Beschriftung verschieben</translation>
    </message>
    <message>
        <source>Edit label</source>
        <translation>Beschriftung bearbeiten</translation>
    </message>
    <message>
        <source>Turn label</source>
        <translation>Beschriftung drehen</translation>
    </message>
    <message>
        <source>Delete label</source>
        <translation>Beschriftung löschen</translation>
    </message>
</context>
<context>
    <name>LabelOptions</name>
    <message>
        <source>Click a hex to add a place name there; click a label to choose it, drag it to move it.</source>
        <translation>Ein Feld anklicken, um dort einen Ortsnamen hinzuzufügen; eine Beschriftung anklicken, um sie zu wählen, ziehen, um sie zu verschieben.</translation>
    </message>
    <message>
        <source>Label at hex %1,%2</source>
        <translation>Beschriftung auf Feld %1,%2</translation>
    </message>
    <message>
        <source>Turn (degrees)</source>
        <translation>Drehung (Grad)</translation>
    </message>
    <message>
        <source>Delete label</source>
        <translation>Beschriftung löschen</translation>
    </message>
    <message>
        <source>Labels on the map</source>
        <translation>Beschriftungen der Karte</translation>
    </message>
    <message>
        <source>%1 (%2,%3)</source>
        <translation>%1 (%2,%3)</translation>
    </message>
    <message>
        <source>Label text</source>
        <translation>Text der Beschriftung</translation>
    </message>
    <message>
        <source>Label rotation, in degrees</source>
        <translation>Drehung der Beschriftung in Grad</translation>
    </message>
</context>
<context>
    <name>LabelPrompt</name>
    <message>
        <source>Name of the place at hex %1,%2:</source>
        <translation>Name des Ortes auf Feld %1,%2:</translation>
    </message>
    <message>
        <source>e.g. Breed&apos;s Hill</source>
        <translation>z. B. Breed’s Hill</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Add label</source>
        <translation>Beschriftung hinzufügen</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Untitled — not saved yet</source>
        <translation>Unbenannt — noch nicht gespeichert</translation>
    </message>
    <message>
        <source>No scenario open</source>
        <translation>Kein Szenario geöffnet</translation>
    </message>
</context>
<context>
    <name>NotesPanel</name>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>e.g. 27 July 1689</source>
        <translation>z. B. 27. Juli 1689</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <source>Historical background</source>
        <translation>Historischer Hintergrund</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Erster Spieler</translation>
    </message>
    <message>
        <source>Victory banners</source>
        <translation>Siegesbanner</translation>
    </message>
    <message>
        <source>Bottom side</source>
        <translation>Untere Seite</translation>
    </message>
    <message>
        <source>Top side</source>
        <translation>Obere Seite</translation>
    </message>
    <message>
        <source>%1 (top edge)</source>
        <translation>%1 (oberer Rand)</translation>
    </message>
    <message>
        <source>%1 (bottom edge)</source>
        <translation>%1 (unterer Rand)</translation>
    </message>
    <message>
        <source>The map and deployment are a reconstruction</source>
        <translation>Karte und Aufstellung sind eine Rekonstruktion</translation>
    </message>
    <message>
        <source>What the reconstruction rests on</source>
        <translation>Worauf die Rekonstruktion beruht</translation>
    </message>
    <message>
        <source>The features the notes name, the histories used, what was inferred</source>
        <translation>Die Geländemerkmale, die die Notizen nennen, die benutzten Geschichtswerke, was erschlossen wurde</translation>
    </message>
</context>
<context>
    <name>ObjectiveCard</name>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
</context>
<context>
    <name>OobImport</name>
    <message>
        <source>“%1” is too large for an order of battle (at most %2 KB).</source>
        <translation>„%1“ ist für eine Schlachtordnung zu groß (höchstens %2 KB).</translation>
    </message>
    <message>
        <source>Could not read “%1”: %2</source>
        <translation>„%1“ konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Could not save your words to “%1”: %2</source>
        <translation>Ihre Wörter konnten nicht in „%1“ gespeichert werden: %2</translation>
    </message>
    <message>
        <source>Import order of battle</source>
        <translation>Schlachtordnung importieren</translation>
    </message>
</context>
<context>
    <name>OobImportDialog</name>
    <message>
        <source>Import order of battle</source>
        <translation>Schlachtordnung importieren</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importieren</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Choose a table file…</source>
        <translation>Tabellendatei wählen …</translation>
    </message>
    <message>
        <source>…or paste a spreadsheet range below. A header row names the columns: army, type, name, blocks, strength, brigade, commander, chief.</source>
        <translation>… oder unten einen Tabellenbereich einfügen. Eine Kopfzeile benennt die Spalten: army, type, name, blocks, strength, brigade, commander, chief (Armee, Art, Name, Blöcke, Stärke, Brigade, Befehlshaber, Anführermarker).</translation>
    </message>
    <message>
        <source>army,type,name,blocks,brigade,commander</source>
        <translation>army,type,name,blocks,brigade,commander</translation>
    </message>
    <message>
        <source>Blocks from strength:</source>
        <translation>Blöcke aus der Stärke:</translation>
    </message>
    <message>
        <source>Men per block</source>
        <translation>Mann je Block</translation>
    </message>
    <message>
        <source>men per block,</source>
        <translation>Mann je Block,</translation>
    </message>
    <message>
        <source>Guns per block</source>
        <translation>Geschütze je Block</translation>
    </message>
    <message>
        <source>guns per block (0: the standard 4 blocks)</source>
        <translation>Geschütze je Block (0: die üblichen 4 Blöcke)</translation>
    </message>
    <message numerus="yes">
        <source>%n word(s) unknown: choose the unit type each means (marked below).</source>
        <translation>
            <numerusform>%n Wort unbekannt: Wählen Sie den Einheitentyp, den es meint (unten markiert).</numerusform>
            <numerusform>%n Wörter unbekannt: Wählen Sie für jedes den Einheitentyp, den es meint (unten markiert).</numerusform>
        </translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>Army</source>
        <translation>Armee</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>Wort</translation>
    </message>
    <message>
        <source>Unit type</source>
        <translation>Einheitentyp</translation>
    </message>
    <message>
        <source>Blocks</source>
        <translation>Blöcke</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>Anführer</translation>
    </message>
    <message>
        <source>Which type?</source>
        <translation>Welcher Typ?</translation>
    </message>
    <message>
        <source>a leader</source>
        <translation>ein Anführer</translation>
    </message>
    <message>
        <source>Leaders: %1</source>
        <translation>Anführer: %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Save my answers to my dictionary (%1)</source>
        <translation>Meine Antworten in meinem Wörterbuch speichern (%1)</translation>
    </message>
</context>
<context>
    <name>PanelHandle</name>
    <message>
        <source>Resize the panel</source>
        <translation>Bedienfeldbreite ändern</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>%1 bot</source>
        <comment>a bot of the engine, by its name: Random, Greedy</comment>
        <translation>%1-Bot</translation>
    </message>
</context>
<context>
    <name>PlaytestCard</name>
    <message numerus="yes">
        <source>  ·  %n can be ordered</source>
        <translation>
            <numerusform>  ·  %n kann Befehle erhalten</numerusform>
            <numerusform>  ·  %n können Befehle erhalten</numerusform>
        </translation>
    </message>
    <message>
        <source>  ·  Picked: click a leader, then his new hex (click the card again to put it back)</source>
        <translation>  ·  Gewählt: einen Anführer anklicken, dann sein neues Feld (die Karte erneut anklicken, um sie zurückzulegen)</translation>
    </message>
    <message>
        <source>  ·  Click to discard it and reposition a leader</source>
        <translation>  ·  Anklicken, um sie abzuwerfen und einen Anführer zu versetzen</translation>
    </message>
</context>
<context>
    <name>PlaytestPanel</name>
    <message>
        <source>Replay %1 / %2</source>
        <translation>Wiedergabe %1 / %2</translation>
    </message>
    <message>
        <source>Turn %1 · %2 to play</source>
        <translation>Zug %1 · %2 ist am Zug</translation>
    </message>
    <message>
        <source>%1 decides</source>
        <translation>%1 entscheidet</translation>
    </message>
    <message>
        <source>Replaying a saved log</source>
        <translation>Ein gespeichertes Protokoll wird wiedergegeben</translation>
    </message>
    <message>
        <source>%1 (bot) is paused</source>
        <translation>%1 (Bot) pausiert</translation>
    </message>
    <message>
        <source>%1 (bot) is thinking…</source>
        <translation>%1 (Bot) überlegt …</translation>
    </message>
    <message>
        <source>Choices</source>
        <translation>Möglichkeiten</translation>
    </message>
    <message>
        <source>Hand — %1</source>
        <translation>Hand — %1</translation>
    </message>
    <message>
        <source>Last roll</source>
        <translation>Letzter Wurf</translation>
    </message>
</context>
<context>
    <name>PlaytestSession</name>
    <message>
        <source>Open a scenario to playtest it.</source>
        <translation>Öffnen Sie ein Szenario, um es testzuspielen.</translation>
    </message>
    <message>
        <source>This build does not know the game system “%1”: it cannot be played.</source>
        <translation>Diese Version kennt das Spielsystem „%1“ nicht: Es kann nicht gespielt werden.</translation>
    </message>
    <message numerus="yes">
        <source>Fix the %n error(s) in Problems before playtesting.</source>
        <translation>
            <numerusform>Beheben Sie vor dem Testspiel den %n Fehler unter Probleme.</numerusform>
            <numerusform>Beheben Sie vor dem Testspiel die %n Fehler unter Probleme.</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not save the log %1: %2</source>
        <translation>Das Protokoll %1 konnte nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>not a log of this scenario</source>
        <translation>kein Protokoll dieses Szenarios</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: does not replay at step %2: %3</source>
        <translation>%1: lässt sich bei Schritt %2 nicht wiedergeben: %3</translation>
    </message>
    <message>
        <source>In sight of %1,%2</source>
        <translation>In Sicht von %1,%2</translation>
    </message>
    <message>
        <source>Out of sight: %1</source>
        <translation>Außer Sicht: %1</translation>
    </message>
    <message>
        <source>%1 win, %2 banners to %3 (%4 needed; %5 of them from objectives).</source>
        <translation>%1 gewinnt, %2 zu %3 Siegesbanner (%4 nötig; davon %5 aus Zielen).</translation>
    </message>
    <message>
        <source>Click the hex, marked in blue, where %1 goes (click him again to pick another leader).</source>
        <translation>Das blau markierte Feld anklicken, auf das %1 geht (ihn erneut anklicken, um einen anderen Anführer zu wählen).</translation>
    </message>
    <message>
        <source>Click the leader, ringed in gold, to reposition.</source>
        <translation>Den golden umrandeten Anführer anklicken, der versetzt werden soll.</translation>
    </message>
    <message>
        <source>Click a marked hex on the board: gold to order or move a piece, green to step there, red to attack, blue to retreat.</source>
        <translation>Ein markiertes Feld auf dem Spielplan anklicken: golden, um einer Figur Befehle zu geben oder sie zu bewegen, grün, um dorthin zu ziehen, rot, um anzugreifen, blau, um zurückzuweichen.</translation>
    </message>
    <message numerus="yes">
        <source>Place %n piece(s) first: the Unplaced tray still holds them.</source>
        <translation>
            <numerusform>Stellen Sie zuerst %n Spielstein auf: Er liegt noch in der Ablage „Nicht aufgestellt“.</numerusform>
            <numerusform>Stellen Sie zuerst %n Spielsteine auf: Sie liegen noch in der Ablage „Nicht aufgestellt“.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlaytestSidebar</name>
    <message>
        <source>Playtest</source>
        <translation>Testspiel</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <source>Bot pace</source>
        <translation>Tempo der Bots</translation>
    </message>
    <message>
        <source>instant</source>
        <translation>sofort</translation>
    </message>
    <message>
        <source>Pause bots</source>
        <translation>Bots anhalten</translation>
    </message>
    <message>
        <source>Bot move</source>
        <translation>Bot-Zug</translation>
    </message>
    <message>
        <source>Let the bot take one decision</source>
        <translation>Den Bot eine Entscheidung treffen lassen</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Neu beginnen</translation>
    </message>
    <message>
        <source>From the start with the same seed</source>
        <translation>Von vorn mit demselben Startwert</translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>Neuer Startwert</translation>
    </message>
    <message>
        <source>From the start with the next seed</source>
        <translation>Von vorn mit dem nächsten Startwert</translation>
    </message>
    <message>
        <source>Undo turn</source>
        <translation>Zug zurücknehmen</translation>
    </message>
    <message>
        <source>Back to the start of this turn</source>
        <translation>Zurück zum Beginn dieses Zuges</translation>
    </message>
    <message>
        <source>Back to editing</source>
        <translation>Zurück zum Bearbeiten</translation>
    </message>
    <message>
        <source>Leave the playtest; the scenario is as it was (Esc)</source>
        <translation>Testspiel verlassen; das Szenario bleibt, wie es war (Esc)</translation>
    </message>
    <message>
        <source>Line of sight: click a piece</source>
        <translation>Sichtlinie: eine Figur anklicken</translation>
    </message>
    <message>
        <source>Objectives</source>
        <translation>Ziele</translation>
    </message>
    <message>
        <source>None: banners come from units and leaders eliminated.</source>
        <translation>Keine: Siegesbanner gibt es für ausgeschaltete Einheiten und Anführer.</translation>
    </message>
    <message>
        <source>unheld</source>
        <translation>unbesetzt</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Speichern …</translation>
    </message>
    <message>
        <source>Load…</source>
        <translation>Laden …</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Leave the log and play from the start</source>
        <translation>Protokoll verlassen und von vorn spielen</translation>
    </message>
    <message>
        <source>Back to the start</source>
        <translation>Zurück zum Anfang</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Schritt zurück</translation>
    </message>
    <message>
        <source>Replay position</source>
        <translation>Wiedergabeposition</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>Schritt vor</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <source>Who plays %1</source>
        <translation>Wer %1 spielt</translation>
    </message>
</context>
<context>
    <name>ProblemsPanel</name>
    <message>
        <source>%1 errors · %2 warnings</source>
        <translation>%1 Fehler · %2 Warnungen</translation>
    </message>
    <message>
        <source>No problems found: the engine accepts this scenario.</source>
        <translation>Keine Probleme gefunden: Die Regel-Engine akzeptiert dieses Szenario.</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Leaders</source>
        <translation>Anführer</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Gelände</translation>
    </message>
    <message>
        <source>Terrain tiles</source>
        <translation>Geländeplättchen</translation>
    </message>
    <message>
        <source>%1 for hex-side features</source>
        <translation>%1 für Feldseiten-Elemente</translation>
    </message>
    <message>
        <source>Hex-side features</source>
        <translation>Feldseiten-Elemente</translation>
    </message>
    <message>
        <source>sides, on the tiles above</source>
        <translation>Seiten, auf den Plättchen oben</translation>
    </message>
    <message>
        <source>Markers</source>
        <translation>Marker</translation>
    </message>
    <message>
        <source>%1 markers</source>
        <translation>%1-Marker</translation>
    </message>
</context>
<context>
    <name>RosterPanel</name>
    <message>
        <source>Everything fits in the box.</source>
        <translation>Alles passt in die Schachtel.</translation>
    </message>
    <message>
        <source>%1 lines need more than the box holds.</source>
        <translation>%1 Zeilen brauchen mehr, als die Schachtel enthält.</translation>
    </message>
    <message>
        <source>Roster</source>
        <translation>Aufstellung</translation>
    </message>
</context>
<context>
    <name>RuleCard</name>
    <message>
        <source>%1 — played by the engine</source>
        <translation>%1 — von der Regel-Engine gespielt</translation>
    </message>
    <message>
        <source>Free text — not enforced in playtest</source>
        <translation>Freier Text — im Testspiel nicht durchgesetzt</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Why: %1</source>
        <translation>Warum: %1</translation>
    </message>
    <message>
        <source>free text is for the players; the engine cannot read it</source>
        <translation>freier Text ist für die Spieler; die Regel-Engine kann ihn nicht lesen</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
</context>
<context>
    <name>RulesPanel</name>
    <message>
        <source>Objectives</source>
        <translation>Ziele</translation>
    </message>
    <message>
        <source>Add on %1</source>
        <translation>Auf %1 hinzufügen</translation>
    </message>
    <message>
        <source>a hex</source>
        <translation>einem Feld</translation>
    </message>
    <message>
        <source>None. Select a hex and add one, or use the Objective tool.</source>
        <translation>Keine. Wählen Sie ein Feld und fügen Sie eines hinzu, oder nutzen Sie das Ziel-Werkzeug.</translation>
    </message>
    <message>
        <source>Special rules</source>
        <translation>Sonderregeln</translation>
    </message>
    <message>
        <source>Add text rule</source>
        <translation>Textregel hinzufügen</translation>
    </message>
    <message>
        <source>Kind of the new rule</source>
        <translation>Art der neuen Regel</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
</context>
<context>
    <name>ScenarioDocument</name>
    <message>
        <source>Could not open “%1”: only local files can be opened</source>
        <translation>„%1“ konnte nicht geöffnet werden: Nur lokale Dateien lassen sich öffnen</translation>
    </message>
    <message>
        <source>Could not open “%1”: %2</source>
        <translation>„%1“ konnte nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Restore unsaved changes</source>
        <translation>Ungespeicherte Änderungen wiederherstellen</translation>
    </message>
    <message>
        <source>Could not save “%1”: %2. The file on disk was not changed.</source>
        <translation>„%1“ konnte nicht gespeichert werden: %2. Die Datei auf der Festplatte blieb unverändert.</translation>
    </message>
    <message>
        <source>This scenario has no file yet: use Save As to choose one.</source>
        <translation>Dieses Szenario hat noch keine Datei: Wählen Sie mit „Speichern unter“ eine.</translation>
    </message>
    <message>
        <source>Nothing to export: no scenario is open.</source>
        <translation>Nichts zu exportieren: Kein Szenario ist geöffnet.</translation>
    </message>
    <message>
        <source>Export is disabled: the scenario has 1 error (see Problems).</source>
        <translation>Export gesperrt: Das Szenario hat 1 Fehler (siehe Probleme).</translation>
    </message>
    <message>
        <source>Export is disabled: the scenario has %1 errors (see Problems).</source>
        <translation>Export gesperrt: Das Szenario hat %1 Fehler (siehe Probleme).</translation>
    </message>
    <message>
        <source>Could not export “%1”: %2</source>
        <translation>„%1“ konnte nicht exportiert werden: %2</translation>
    </message>
    <message>
        <source>the engine refused it</source>
        <translation>die Regel-Engine hat es abgelehnt</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message numerus="yes">
        <source>Export is disabled: place %n piece(s) first (see the Unplaced tray).</source>
        <translation>
            <numerusform>Export gesperrt: Stellen Sie zuerst %n Spielstein auf (siehe Ablage „Nicht aufgestellt“).</numerusform>
            <numerusform>Export gesperrt: Stellen Sie zuerst %n Spielsteine auf (siehe Ablage „Nicht aufgestellt“).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Could not open “%1”: it has %n problem(s).</source>
        <translation>
            <numerusform>„%1“ konnte nicht geöffnet werden: die Datei hat %n Problem.</numerusform>
            <numerusform>„%1“ konnte nicht geöffnet werden: die Datei hat %n Probleme.</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not open “%1”: it is not a scenario this build can read</source>
        <translation>„%1“ konnte nicht geöffnet werden: es ist kein Szenario, das diese Version lesen kann</translation>
    </message>
</context>
<context>
    <name>ScenarioEditor</name>
    <message>
        <source>Erase terrain region</source>
        <translation>Geländebereich löschen</translation>
    </message>
    <message>
        <source>Change unit blocks</source>
        <translation>Blöcke der Einheit ändern</translation>
    </message>
    <message>
        <source>Rename unit</source>
        <translation>Einheit umbenennen</translation>
    </message>
    <message>
        <source>Attach Chief marker</source>
        <translation>Anführermarker anlegen</translation>
    </message>
    <message>
        <source>Remove Chief marker</source>
        <translation>Anführermarker entfernen</translation>
    </message>
    <message>
        <source>Change unit type</source>
        <translation>Einheitentyp ändern</translation>
    </message>
    <message>
        <source>Change unit army</source>
        <translation>Armee der Einheit ändern</translation>
    </message>
    <message>
        <source>Rename leader</source>
        <translation>Anführer umbenennen</translation>
    </message>
    <message>
        <source>Add objective</source>
        <translation>Ziel hinzufügen</translation>
    </message>
    <message>
        <source>Edit objective</source>
        <translation>Ziel bearbeiten</translation>
    </message>
    <message>
        <source>Edit objective hexes</source>
        <translation>Felder des Ziels bearbeiten</translation>
    </message>
    <message>
        <source>Remove objective</source>
        <translation>Ziel entfernen</translation>
    </message>
    <message>
        <source>Describe the rule here.</source>
        <translation>Beschreiben Sie die Regel hier.</translation>
    </message>
    <message>
        <source>Add special rule</source>
        <translation>Sonderregel hinzufügen</translation>
    </message>
    <message>
        <source>Edit special rule</source>
        <translation>Sonderregel bearbeiten</translation>
    </message>
    <message>
        <source>Remove special rule</source>
        <translation>Sonderregel entfernen</translation>
    </message>
    <message>
        <source>Edit battle notes</source>
        <translation>Schlachtnotizen bearbeiten</translation>
    </message>
    <message>
        <source>Mirror board left–right</source>
        <translation>Spielplan links–rechts spiegeln</translation>
    </message>
    <message>
        <source>Swap sides top–bottom</source>
        <translation>Seiten oben–unten tauschen</translation>
    </message>
    <message>
        <source>Paste hexes</source>
        <translation>Felder einfügen</translation>
    </message>
    <message>
        <source>Cut hexes</source>
        <translation>Felder ausschneiden</translation>
    </message>
</context>
<context>
    <name>ScenarioSheet</name>
    <message>
        <source>Battle notes</source>
        <translation>Schlachtnotizen</translation>
    </message>
    <message>
        <source>Commander: %1</source>
        <translation>Befehlshaber: %1</translation>
    </message>
    <message>
        <source>Command cards: %1</source>
        <translation>Befehlskarten: %1</translation>
    </message>
    <message>
        <source>Combat cards: %1</source>
        <translation>Kampfkarten: %1</translation>
    </message>
    <message>
        <source>Starting banners: %1</source>
        <translation>Siegesbanner zu Beginn: %1</translation>
    </message>
    <message>
        <source>%1 moves first.</source>
        <translation>%1 beginnt.</translation>
    </message>
    <message>
        <source>Victory</source>
        <translation>Sieg</translation>
    </message>
    <message>
        <source>Victory banners to win: %1</source>
        <translation>Siegesbanner zum Sieg: %1</translation>
    </message>
    <message>
        <source>Special rules</source>
        <translation>Sonderregeln</translation>
    </message>
    <message>
        <source>Historical background</source>
        <translation>Historischer Hintergrund</translation>
    </message>
    <message>
        <source>About this map</source>
        <translation>Zu dieser Karte</translation>
    </message>
    <message>
        <source>The map and deployment are reconstructed.</source>
        <translation>Karte und Aufstellung sind rekonstruiert.</translation>
    </message>
    <message>
        <source>Designer&apos;s notes</source>
        <translation>Anmerkungen des Autors</translation>
    </message>
    <message>
        <source>%1 (continued)</source>
        <translation>%1 (Fortsetzung)</translation>
    </message>
    <message>
        <source>Unit with a Chief marker</source>
        <translation>Einheit mit Anführermarker</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>Anführer</translation>
    </message>
    <message>
        <source>Objective and the banners it is worth</source>
        <translation>Ziel und die Siegesbanner, die es wert ist</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Legende</translation>
    </message>
    <message>
        <source>%1: double frames, hollow badges; %2: single frames</source>
        <translation>%1: doppelte Rahmen, hohle Abzeichen; %2: einfache Rahmen</translation>
    </message>
    <message>
        <source>the page is too large to draw</source>
        <translation>die Seite ist zu groß zum Zeichnen</translation>
    </message>
    <message>
        <source>Cannot write the sheet “%1”: the name must end in .pdf, .png or .svg.</source>
        <translation>Das Blatt „%1“ kann nicht geschrieben werden: Der Name muss auf .pdf, .png oder .svg enden.</translation>
    </message>
    <message>
        <source>Could not draw the sheet for “%1”%2.</source>
        <translation>Das Blatt für „%1“ konnte nicht gezeichnet werden%2.</translation>
    </message>
    <message>
        <source>Could not save the sheet “%1”: %2</source>
        <translation>Das Blatt „%1“ konnte nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>Could not print: the printer cannot be used.</source>
        <translation>Drucken nicht möglich: Der Drucker kann nicht verwendet werden.</translation>
    </message>
</context>
<context>
    <name>SheetExport</name>
    <message>
        <source>There is no scenario to draw a sheet of.</source>
        <translation>Es gibt kein Szenario, von dem ein Blatt gezeichnet werden könnte.</translation>
    </message>
    <message numerus="yes">
        <source>Cannot draw the sheet of “%1”: the scenario has %n error(s) (tricorne validate lists them).</source>
        <translation>
            <numerusform>Das Blatt von „%1“ kann nicht gezeichnet werden: Das Szenario hat %n Fehler (tricorne validate listet ihn auf).</numerusform>
            <numerusform>Das Blatt von „%1“ kann nicht gezeichnet werden: Das Szenario hat %n Fehler (tricorne validate listet sie auf).</numerusform>
        </translation>
    </message>
    <message>
        <source>Print the scenario sheet</source>
        <translation>Das Szenarioblatt drucken</translation>
    </message>
</context>
<context>
    <name>SideNotes</name>
    <message>
        <source>Commander</source>
        <translation>Befehlshaber</translation>
    </message>
    <message>
        <source>Command cards</source>
        <translation>Befehlskarten</translation>
    </message>
    <message>
        <source>Combat cards</source>
        <translation>Kampfkarten</translation>
    </message>
    <message>
        <source>Combat deck</source>
        <translation>Kampfkartenstapel</translation>
    </message>
    <message>
        <source>Starting banners</source>
        <translation>Siegesbanner zu Beginn</translation>
    </message>
    <message>
        <source>%1: commander</source>
        <translation>%1: Befehlshaber</translation>
    </message>
    <message>
        <source>%1: command cards</source>
        <translation>%1: Befehlskarten</translation>
    </message>
    <message>
        <source>%1: combat cards</source>
        <translation>%1: Kampfkarten</translation>
    </message>
    <message>
        <source>%1: combat deck</source>
        <translation>%1: Kampfkartenstapel</translation>
    </message>
    <message>
        <source>%1: starting banners</source>
        <translation>%1: Siegesbanner zu Beginn</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>No scenario open</source>
        <translation>Kein Szenario geöffnet</translation>
    </message>
    <message>
        <source>Problems (%1)</source>
        <translation>Probleme (%1)</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Roster</source>
        <translation>Aufstellung</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Balance</translation>
    </message>
    <message>
        <source>Start a battle with File ▸ New or File ▸ New from template, open one with File ▸ Open, or drop a *.tricorne.json file here.</source>
        <translation>Beginnen Sie eine Schlacht mit Datei ▸ Neu oder Datei ▸ Neu aus Vorlage, öffnen Sie eine mit Datei ▸ Öffnen, oder ziehen Sie eine *.tricorne.json-Datei hierher.</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Holds</source>
        <translation>Besitz</translation>
    </message>
    <message>
        <source>Who holds what at the start</source>
        <translation>Wer zu Beginn was hält</translation>
    </message>
</context>
<context>
    <name>StudioMenuBar</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <source>New from template</source>
        <translation>Neu aus Vorlage</translation>
    </message>
    <message>
        <source>Blank</source>
        <translation>Leer</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Öffnen …</translation>
    </message>
    <message>
        <source>Open example battle</source>
        <translation>Beispielschlacht öffnen</translation>
    </message>
    <message>
        <source>Open recent</source>
        <translation>Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Speichern unter …</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren …</translation>
    </message>
    <message>
        <source>Export… — %1</source>
        <translation>Exportieren … — %1</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>Rückgängig: %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>Wiederholen: %1</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Cut</source>
        <translation>Ausschneiden</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Einfügen</translation>
    </message>
    <message>
        <source>Select all</source>
        <translation>Alles auswählen</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <source>Fit the board to the window</source>
        <translation>Spielplan ins Fenster einpassen</translation>
    </message>
    <message>
        <source>Back to editing</source>
        <translation>Zurück zum Bearbeiten</translation>
    </message>
    <message>
        <source>Playtest</source>
        <translation>Testspiel</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Tricorne Studio Help</source>
        <translation>Tricorne Studio – Hilfe</translation>
    </message>
    <message>
        <source>About Tricorne Studio</source>
        <translation>Über Tricorne Studio</translation>
    </message>
    <message>
        <source>Export image…</source>
        <translation>Bild exportieren …</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Drucken …</translation>
    </message>
    <message>
        <source>Export sheet…</source>
        <translation>Blatt exportieren …</translation>
    </message>
    <message>
        <source>Save ink on sheets</source>
        <translation>Blätter tintensparend drucken</translation>
    </message>
    <message>
        <source>Compare with…</source>
        <translation>Vergleichen mit …</translation>
    </message>
    <message>
        <source>A file…</source>
        <translation>Einer Datei …</translation>
    </message>
    <message>
        <source>The last saved version</source>
        <translation>Der zuletzt gespeicherten Fassung</translation>
    </message>
    <message>
        <source>The autosave</source>
        <translation>Der automatischen Sicherung</translation>
    </message>
    <message>
        <source>Close comparison</source>
        <translation>Vergleich schließen</translation>
    </message>
    <message>
        <source>Import order of battle…</source>
        <translation>Schlachtordnung importieren …</translation>
    </message>
    <message>
        <source>User&apos;s Guide</source>
        <translation>Benutzerhandbuch</translation>
    </message>
    <message>
        <source>Tool panel</source>
        <translation>Werkzeug-Bedienfeld</translation>
    </message>
    <message>
        <source>Scenario panel</source>
        <translation>Szenario-Bedienfeld</translation>
    </message>
</context>
<context>
    <name>ToolButtonBar</name>
    <message>
        <source>Select</source>
        <translation>Auswahl</translation>
    </message>
    <message>
        <source>Select a hex; drag a piece to move it</source>
        <translation>Ein Feld wählen; eine Figur ziehen, um sie zu bewegen</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Gelände</translation>
    </message>
    <message>
        <source>Paint terrain; drag to paint a stroke</source>
        <translation>Gelände malen; ziehen malt einen Strich</translation>
    </message>
    <message>
        <source>Erase</source>
        <translation>Radieren</translation>
    </message>
    <message>
        <source>Erase terrain back to open ground</source>
        <translation>Gelände zu offenem Gelände radieren</translation>
    </message>
    <message>
        <source>Fill</source>
        <translation>Füllen</translation>
    </message>
    <message>
        <source>Fill connected hexes of the same terrain</source>
        <translation>Zusammenhängende Felder desselben Geländes füllen</translation>
    </message>
    <message>
        <source>Hex side</source>
        <translation>Feldseite</translation>
    </message>
    <message>
        <source>Click near a hex side to toggle a wall, works or fence</source>
        <translation>Nahe einer Feldseite klicken, um eine Mauer, Feldbefestigungen oder einen Zaun zu setzen oder zu entfernen</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>Place a unit</source>
        <translation>Eine Einheit setzen</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>Anführer</translation>
    </message>
    <message>
        <source>Place a leader</source>
        <translation>Einen Anführer setzen</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Add an objective hex</source>
        <translation>Ein Zielfeld hinzufügen</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>Rückgängig: %1</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>Wiederholen: %1</translation>
    </message>
    <message>
        <source>Mirror</source>
        <translation>Spiegeln</translation>
    </message>
    <message>
        <source>Mirror the board left–right</source>
        <translation>Den Spielplan links–rechts spiegeln</translation>
    </message>
    <message>
        <source>Swap sides</source>
        <translation>Seiten tauschen</translation>
    </message>
    <message>
        <source>The two sides change seats; the board turns round</source>
        <translation>Die beiden Seiten tauschen die Plätze; der Spielplan wird gedreht</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Einpassen</translation>
    </message>
    <message>
        <source>Fit the board to the window (0)</source>
        <translation>Spielplan ins Fenster einpassen (0)</translation>
    </message>
    <message>
        <source>■  Back to editing</source>
        <translation>■  Zurück zum Bearbeiten</translation>
    </message>
    <message>
        <source>▶  Playtest</source>
        <translation>▶  Testspiel</translation>
    </message>
    <message>
        <source>Stop playing; the scenario is as it was (Esc)</source>
        <translation>Spiel beenden; das Szenario bleibt, wie es war (Esc)</translation>
    </message>
    <message>
        <source>Play this scenario as it stands, saved or not (F5)</source>
        <translation>Dieses Szenario im jetzigen Stand spielen, gespeichert oder nicht (F5)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Labels</source>
        <translation>Beschriftung</translation>
    </message>
    <message>
        <source>Name a place on the map: click a hex to add a label, drag a label to move it</source>
        <translation>Einen Ort auf der Karte benennen: ein Feld anklicken, um eine Beschriftung hinzuzufügen, eine Beschriftung ziehen, um sie zu verschieben</translation>
    </message>
    <message>
        <source>The tool bar&apos;s buttons the window is too narrow for</source>
        <translation>Die Knöpfe der Symbolleiste, für die das Fenster zu schmal ist</translation>
    </message>
</context>
<context>
    <name>ToolPanel</name>
    <message>
        <source>Tool options</source>
        <translation>Werkzeugoptionen</translation>
    </message>
    <message>
        <source>Variant (V)</source>
        <translation>Variante (V)</translation>
    </message>
    <message>
        <source>Click near a side. The shaded hex is the one the feature belongs to and protects.</source>
        <translation>Nahe einer Seite klicken. Das schattierte Feld ist das, zu dem das Element gehört und das es schützt.</translation>
    </message>
    <message>
        <source>Blocks</source>
        <translation>Blöcke</translation>
    </message>
    <message>
        <source>Leader&apos;s name</source>
        <translation>Name des Anführers</translation>
    </message>
    <message>
        <source>Click or drag to erase terrain.</source>
        <translation>Klicken oder ziehen, um Gelände zu radieren.</translation>
    </message>
    <message>
        <source>Click a hex to add an objective worth one banner; Shift+click more hexes to make it a group. Edit it under Rules.</source>
        <translation>Ein Feld anklicken, um ein Ziel im Wert eines Siegesbanners hinzuzufügen; Umschalt+Klick auf weitere Felder macht daraus eine Gruppe. Bearbeiten unter Regeln.</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Turn left</source>
        <translation>Nach links drehen</translation>
    </message>
    <message>
        <source>Turn right</source>
        <translation>Nach rechts drehen</translation>
    </message>
    <message>
        <source>Army</source>
        <translation>Armee</translation>
    </message>
    <message>
        <source>Filter terrain</source>
        <translation>Gelände filtern</translation>
    </message>
    <message>
        <source>Filter terrain…</source>
        <translation>Gelände filtern …</translation>
    </message>
    <message>
        <source>No terrain matches “%1”.</source>
        <translation>Kein Gelände passt zu „%1“.</translation>
    </message>
    <message>
        <source>Click a hex to inspect it; drag a box from open ground to select hexes, with Shift to add more (%1: all), then copy, cut or paste them. Drag a unit or leader to move it; Delete removes it.</source>
        <translation>Ein Feld anklicken, um es zu prüfen; von offenem Gelände aus ein Rechteck ziehen, um Felder auszuwählen, mit Umschalt weitere hinzufügen (%1: alle), dann kopieren, ausschneiden oder einfügen. Eine Einheit oder einen Anführer ziehen, um sie zu bewegen; Entf entfernt sie.</translation>
    </message>
    <message>
        <source>Rotation %1°</source>
        <translation>Drehung %1°</translation>
    </message>
    <message>
        <source>Turn left (Shift+R)</source>
        <translation>Nach links drehen (Umschalt+R)</translation>
    </message>
    <message>
        <source>Turn right (R)</source>
        <translation>Nach rechts drehen (R)</translation>
    </message>
</context>
<context>
    <name>TrayEditor</name>
    <message numerus="yes">
        <source>Place %n piece(s) from the tray</source>
        <translation>
            <numerusform>%n Figur aus der Ablage aufstellen</numerusform>
            <numerusform>%n Figuren aus der Ablage aufstellen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove %n piece(s) from the tray</source>
        <translation>
            <numerusform>%n Figur aus der Ablage entfernen</numerusform>
            <numerusform>%n Figuren aus der Ablage entfernen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrayPanel</name>
    <message>
        <source>Unplaced (%1)</source>
        <translation>Nicht aufgestellt (%1)</translation>
    </message>
    <message>
        <source>Drag pieces onto the board. Ctrl+click chooses more; a group&apos;s title chooses its brigade, placed in a line eastward.</source>
        <translation>Figuren auf den Spielplan ziehen. Strg+Klick wählt weitere; der Titel einer Gruppe wählt ihre Brigade, die in einer Linie nach Osten aufgestellt wird.</translation>
    </message>
    <message>
        <source>Remove the chosen pieces</source>
        <translation>Gewählte Figuren entfernen</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 blocks · %2</source>
        <translation>%1 Blöcke · %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Leader: %1</source>
        <translation>Anführer: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n piece(s)</source>
        <translation>
            <numerusform>%n Figur</numerusform>
            <numerusform>%n Figuren</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>UndoHistoryModel</name>
    <message>
        <source>Opened</source>
        <translation>Geöffnet</translation>
    </message>
</context>
<context>
    <name>UnitKey</name>
    <message>
        <source>Unit key</source>
        <translation>Einheitenschlüssel</translation>
    </message>
    <message>
        <source>Hide the unit key</source>
        <translation>Einheitenschlüssel ausblenden</translation>
    </message>
</context>
</TS>
