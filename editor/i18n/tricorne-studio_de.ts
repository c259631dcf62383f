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
    <message>
        <source>Restore unsaved changes</source>
        <translation>Ungespeicherte Änderungen wiederherstellen</translation>
    </message>
    <message>
        <source>an untitled game system</source>
        <translation>einem unbenannten Spielsystem</translation>
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
    <message>
        <source>The stopping rule needs an aim of 0 to 100% for a side and a margin of 0 to 50 points.</source>
        <translation>Die Abbruchregel braucht ein Ziel von 0 bis 100 % für eine Seite und einen Spielraum von 0 bis 50 Punkten.</translation>
    </message>
    <message>
        <source>%1 %2 → %3 [%4, %5] under %6: %7 points [%8, %9]</source>
        <translation>%1 %2 → %3 [%4, %5] unter %6: %7 Punkte [%8, %9]</translation>
    </message>
    <message>
        <source>B − A: %1 points [%2, %3]</source>
        <translation>B − A: %1 Punkte [%2, %3]</translation>
    </message>
    <message>
        <source>system editor, unsaved</source>
        <translation>Systemeditor, nicht gespeichert</translation>
    </message>
    <message>
        <source>system editor</source>
        <translation>Systemeditor</translation>
    </message>
    <message>
        <source>built in</source>
        <translation>eingebaut</translation>
    </message>
    <message>
        <source>No game system is open in the system editor (File ▸ New system from…).</source>
        <translation>Im Systemeditor ist kein Spielsystem geöffnet (Datei ▸ Neues System aus…).</translation>
    </message>
    <message>
        <source>The game system “%1” has errors: fix them in the system editor (its Problems tab) first.</source>
        <translation>Das Spielsystem „%1“ hat Fehler: Beheben Sie sie zuerst im Systemeditor (Reiter Probleme).</translation>
    </message>
    <message>
        <source>There is no game system “%1” to compare with.</source>
        <translation>Es gibt kein Spielsystem „%1“ zum Vergleichen.</translation>
    </message>
    <message>
        <source>The battle already plays under “%1”: compare it with another game system.</source>
        <translation>Die Schlacht wird bereits unter „%1“ gespielt: Vergleichen Sie sie mit einem anderen Spielsystem.</translation>
    </message>
    <message>
        <source>The battle does not fit “%1”: %2 (%3). Compare with a system that has the battle&apos;s armies, unit types and terrain.</source>
        <translation>Die Schlacht passt nicht zu „%1“: %2 (%3). Vergleichen Sie mit einem System, das die Armeen, Einheitentypen und das Gelände der Schlacht hat.</translation>
    </message>
    <message>
        <source>Choose at least one thing the sweep may change, or compare without the sweep.</source>
        <translation>Wählen Sie mindestens eine Sache, die der Durchlauf ändern darf, oder vergleichen Sie ohne den Durchlauf.</translation>
    </message>
</context>
<context>
    <name>BalanceStopRule</name>
    <message>
        <source>Top side</source>
        <translation>Obere Seite</translation>
    </message>
    <message>
        <source>Bottom side</source>
        <translation>Untere Seite</translation>
    </message>
    <message>
        <source>Stop when the answer is clear</source>
        <translation>Anhalten, sobald die Antwort feststeht</translation>
    </message>
    <message>
        <source>%1 winning %2% ±</source>
        <translation>%1 gewinnt %2 % ±</translation>
    </message>
    <message>
        <source>Margin around the aim, in percentage points</source>
        <translation>Spielraum um das Ziel, in Prozentpunkten</translation>
    </message>
    <message>
        <source>points (the aim of Find a fairer setup)</source>
        <translation>Punkte (das Ziel von „Eine ausgewogenere Aufstellung finden“)</translation>
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
    <name>BalanceSystems</name>
    <message>
        <source>Try another game system</source>
        <translation>Ein anderes Spielsystem ausprobieren</translation>
    </message>
    <message>
        <source>Plays the battle under its own game system and under another on the same games, with the bots and seed above, and shows what the other rules change.</source>
        <translation>Spielt die Schlacht unter ihrem eigenen Spielsystem und unter einem anderen in denselben Partien, mit den Bots und dem Startwert oben, und zeigt, was die anderen Regeln ändern.</translation>
    </message>
    <message>
        <source>Game system to compare with</source>
        <translation>Spielsystem zum Vergleichen</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleichen</translation>
    </message>
    <message>
        <source>%1 games under each system, seed %2; A: %3, the battle&apos;s own · B: %4</source>
        <translation>%1 Partien unter jedem System, Startwert %2; A: %3, das der Schlacht · B: %4</translation>
    </message>
    <message>
        <source>At %1 games the difference for %2 is not distinguishable from none: its interval holds 0. More games tell.</source>
        <translation>Bei %1 Partien ist der Unterschied für %2 nicht von keinem zu unterscheiden: Sein Intervall enthält 0. Mehr Partien entscheiden.</translation>
    </message>
    <message>
        <source>The battle changed since this comparison: compare again for figures of the battle as it is.</source>
        <translation>Die Schlacht hat sich seit diesem Vergleich geändert: Vergleichen Sie erneut für Zahlen der Schlacht, wie sie jetzt ist.</translation>
    </message>
    <message>
        <source>Cancelled: the figures are from the games played so far.</source>
        <translation>Abgebrochen: Die Zahlen stammen aus den bisher gespielten Partien.</translation>
    </message>
    <message>
        <source>With the sweep&apos;s changes, under both</source>
        <translation>Mit den Änderungen des Durchlaufs, unter beiden</translation>
    </message>
    <message>
        <source>The sweep under both systems: %1 wins under A and under B, and B − A in points</source>
        <translation>Der Durchlauf unter beiden Systemen: Siege von %1 unter A und unter B, und B − A in Punkten</translation>
    </message>
    <message>
        <source>closest under A and B</source>
        <translation>am nächsten unter A und B</translation>
    </message>
    <message>
        <source>closest under A</source>
        <translation>am nächsten unter A</translation>
    </message>
    <message>
        <source>closest under B</source>
        <translation>am nächsten unter B</translation>
    </message>
    <message>
        <source>Also plays each change the sweep above may make under both systems, on the same games</source>
        <translation>Spielt außerdem jede Änderung, die der Durchlauf oben vornehmen darf, unter beiden Systemen auf denselben Partien</translation>
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
    <message>
        <source>Reference picture not shown: %1</source>
        <translation>Vorlagenbild nicht angezeigt: %1</translation>
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
    <message>
        <source>Terrain from the picture</source>
        <translation>Gelände aus dem Bild</translation>
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
    <name>Engine</name>
    <message>
        <source>Commands &amp; Colors Tricorne: The American Revolution</source>
        <translation>Commands &amp; Colors Tricorne: The American Revolution</translation>
    </message>
    <message>
        <source>The American Revolution</source>
        <translation>The American Revolution</translation>
    </message>
    <message>
        <source>Continental</source>
        <translation>Kontinentalarmee</translation>
    </message>
    <message>
        <source>British</source>
        <translation>Briten</translation>
    </message>
    <message>
        <source>Regular Infantry</source>
        <translation>Linieninfanterie</translation>
    </message>
    <message>
        <source>Light Infantry</source>
        <translation>Leichte Infanterie</translation>
    </message>
    <message>
        <source>Rifle Light Infantry</source>
        <translation>Leichte Schützeninfanterie</translation>
    </message>
    <message>
        <source>Provincial Infantry</source>
        <translation>Provinzinfanterie</translation>
    </message>
    <message>
        <source>Militia Infantry</source>
        <translation>Milizinfanterie</translation>
    </message>
    <message>
        <source>Light Cavalry</source>
        <translation>Leichte Kavallerie</translation>
    </message>
    <message>
        <source>Light Field Artillery</source>
        <translation>Leichte Feldartillerie</translation>
    </message>
    <message>
        <source>Guard Infantry</source>
        <translation>Garde-Infanterie</translation>
    </message>
    <message>
        <source>Grenadier Infantry</source>
        <translation>Grenadier-Infanterie</translation>
    </message>
    <message>
        <source>Highland Infantry</source>
        <translation>Highland-Infanterie</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Deutsche</translation>
    </message>
    <message>
        <source>Forest</source>
        <translation>Wald</translation>
    </message>
    <message>
        <source>Hill</source>
        <translation>Hügel</translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation>Gebäude</translation>
    </message>
    <message>
        <source>River</source>
        <translation>Fluss</translation>
    </message>
    <message>
        <source>Fordable Stream</source>
        <translation>Furtbarer Bach</translation>
    </message>
    <message>
        <source>River Ford</source>
        <translation>Flussfurt</translation>
    </message>
    <message>
        <source>Bridge</source>
        <translation>Brücke</translation>
    </message>
    <message>
        <source>Wetland (Marsh &amp; Swamp)</source>
        <translation>Feuchtgebiet (Marsch &amp; Sumpf)</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Straße</translation>
    </message>
    <message>
        <source>Camp</source>
        <translation>Lager</translation>
    </message>
    <message>
        <source>Field Works</source>
        <translation>Feldbefestigungen</translation>
    </message>
    <message>
        <source>Wood Fence</source>
        <translation>Holzzaun</translation>
    </message>
    <message>
        <source>Stone Fence</source>
        <translation>Steinmauer</translation>
    </message>
    <message>
        <source>Hedge</source>
        <translation>Hecke</translation>
    </message>
    <message>
        <source>Commands &amp; Colors Tricorne: The Jacobite Rising</source>
        <translation>Commands &amp; Colors Tricorne: The Jacobite Rising</translation>
    </message>
    <message>
        <source>The Jacobite Rising</source>
        <translation>The Jacobite Rising</translation>
    </message>
    <message>
        <source>Jacobite</source>
        <translation>Jakobiten</translation>
    </message>
    <message>
        <source>Clan Chief</source>
        <translation>Clanoberhaupt</translation>
    </message>
    <message>
        <source>Government</source>
        <translation>Regierung</translation>
    </message>
    <message>
        <source>Chief Officer</source>
        <translation>Oberster Offizier</translation>
    </message>
    <message>
        <source>Lowland Infantry</source>
        <translation>Lowland-Infanterie</translation>
    </message>
    <message>
        <source>Battle Cavalry</source>
        <translation>Schlachtenkavallerie</translation>
    </message>
    <message>
        <source>Light Artillery</source>
        <translation>Leichte Artillerie</translation>
    </message>
    <message>
        <source>Trained Artillery</source>
        <translation>Ausgebildete Artillerie</translation>
    </message>
    <message>
        <source>Church</source>
        <translation>Kirche</translation>
    </message>
    <message>
        <source>Boggy Ground</source>
        <translation>Morastiger Boden</translation>
    </message>
    <message>
        <source>Ravine</source>
        <translation>Schlucht</translation>
    </message>
    <message>
        <source>Enclosure Wall</source>
        <translation>Einfriedungsmauer</translation>
    </message>
    <message>
        <source>left</source>
        <translation>links</translation>
    </message>
    <message>
        <source>centre</source>
        <translation>Mitte</translation>
    </message>
    <message>
        <source>right</source>
        <translation>rechts</translation>
    </message>
    <message>
        <source>top</source>
        <translation>oben</translation>
    </message>
    <message>
        <source>bottom</source>
        <translation>unten</translation>
    </message>
    <message>
        <source>infantry</source>
        <translation>Infanterie</translation>
    </message>
    <message>
        <source>cavalry</source>
        <translation>Kavallerie</translation>
    </message>
    <message>
        <source>artillery</source>
        <translation>Artillerie</translation>
    </message>
    <message>
        <source>NE</source>
        <translation>NO</translation>
    </message>
    <message>
        <source>E</source>
        <translation>O</translation>
    </message>
    <message>
        <source>SE</source>
        <translation>SO</translation>
    </message>
    <message>
        <source>SW</source>
        <translation>SW</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>NW</source>
        <translation>NW</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>For</source>
        <translation>Für</translation>
    </message>
    <message>
        <source>Temporary</source>
        <translation>Vorübergehend</translation>
    </message>
    <message>
        <source>Banners</source>
        <translation>Siegesbanner</translation>
    </message>
    <message>
        <source>Banners by side</source>
        <translation>Siegesbanner je Seite</translation>
    </message>
    <message>
        <source>Hexes</source>
        <translation>Felder</translation>
    </message>
    <message>
        <source>Holder</source>
        <translation>Inhaber</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Zählung</translation>
    </message>
    <message>
        <source>any</source>
        <translation>irgendeines</translation>
    </message>
    <message>
        <source>each</source>
        <translation>jedes</translation>
    </message>
    <message>
        <source>all</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>Occupancy</source>
        <translation>Besetzung</translation>
    </message>
    <message>
        <source>friendly</source>
        <translation>eigene Einheit</translation>
    </message>
    <message>
        <source>no-enemy</source>
        <translation>kein Feind</translation>
    </message>
    <message>
        <source>Temporary, at the start of the turn</source>
        <translation>Vorübergehend, zu Zugbeginn</translation>
    </message>
    <message>
        <source>Majority, at the start of the turn</source>
        <translation>Mehrheit, zu Zugbeginn</translation>
    </message>
    <message>
        <source>Permanent</source>
        <translation>Dauerhaft</translation>
    </message>
    <message>
        <source>Permanent, at the start of the turn</source>
        <translation>Dauerhaft, zu Zugbeginn</translation>
    </message>
    <message>
        <source>Last to occupy</source>
        <translation>Zuletzt besetzt</translation>
    </message>
    <message>
        <source>Clearing a section</source>
        <translation>Einen Abschnitt räumen</translation>
    </message>
    <message>
        <source>Section</source>
        <translation>Abschnitt</translation>
    </message>
    <message>
        <source>Breakthrough</source>
        <translation>Durchbruch</translation>
    </message>
    <message>
        <source>After total banners</source>
        <translation>Ab Siegesbannern insgesamt</translation>
    </message>
    <message>
        <source>Lone leaders</source>
        <translation>Einzelne Anführer</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>Abzug</translation>
    </message>
    <message>
        <source>Section empty, at the start of the turn</source>
        <translation>Abschnitt leer, zu Zugbeginn</translation>
    </message>
    <message>
        <source>Immediate victory</source>
        <translation>Sofortiger Sieg</translation>
    </message>
    <message>
        <source>Repeating, at the start of each turn</source>
        <translation>Wiederholt, zu Beginn jedes Zuges</translation>
    </message>
    <message>
        <source>Max per turn</source>
        <translation>Höchstens je Zug</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>Free text</source>
        <translation>Freier Text</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>Opening cannonade</source>
        <translation>Eröffnungskanonade</translation>
    </message>
    <message>
        <source>Must retire</source>
        <translation>Muss zurückweichen</translation>
    </message>
    <message>
        <source>First side</source>
        <translation>Erste Seite</translation>
    </message>
    <message>
        <source>Joiners</source>
        <translation>Mitschießende</translation>
    </message>
    <message>
        <source>Waterway</source>
        <translation>Wasserlauf</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Gelände</translation>
    </message>
    <message>
        <source>Fordable</source>
        <translation>Furtbar</translation>
    </message>
    <message>
        <source>Shallow fords</source>
        <translation>Seichte Furten</translation>
    </message>
    <message>
        <source>Creek crossed as a marsh</source>
        <translation>Bach wie ein Sumpf überquert</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Hex-side feature as another</source>
        <translation>Feldseiten-Element wie ein anderes</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>As</source>
        <translation>Als</translation>
    </message>
    <message>
        <source>First player by dice</source>
        <translation>Erster Spieler per Würfel</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>Rally check after combat</source>
        <translation>Sammelwurf nach dem Kampf</translation>
    </message>
    <message>
        <source>Unit kinds</source>
        <translation>Einheitenarten</translation>
    </message>
    <message>
        <source>Rally check when hit</source>
        <translation>Sammelwurf bei Treffern</translation>
    </message>
    <message>
        <source>Rally check when moving back</source>
        <translation>Sammelwurf beim Zurückziehen</translation>
    </message>
    <message>
        <source>Morale as another unit type</source>
        <translation>Moral wie ein anderer Einheitentyp</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Einheiten</translation>
    </message>
    <message>
        <source>No ranged-fire bonus (rain)</source>
        <translation>Kein Fernkampfbonus (Regen)</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Ship fire</source>
        <translation>Schiffsfeuer</translation>
    </message>
    <message>
        <source>Block return</source>
        <translation>Rückkehr von Blöcken</translation>
    </message>
    <message>
        <source>Forced retreat direction</source>
        <translation>Erzwungene Rückzugsrichtung</translation>
    </message>
    <message>
        <source>Leaders</source>
        <translation>Anführer</translation>
    </message>
    <message>
        <source>Toward</source>
        <translation>Richtung</translation>
    </message>
    <message>
        <source>Time pressure</source>
        <translation>Zeitdruck</translation>
    </message>
    <message>
        <source>Sides that take the banner</source>
        <translation>Seiten, die das Siegesbanner erhalten</translation>
    </message>
    <message>
        <source>Banners for Scout cards</source>
        <translation>Siegesbanner für Späherkarten</translation>
    </message>
    <message>
        <source>Sides</source>
        <translation>Seiten</translation>
    </message>
    <message>
        <source>Sudden death</source>
        <translation>Plötzlicher Tod</translation>
    </message>
    <message>
        <source>Card plays</source>
        <translation>Ausgespielte Karten</translation>
    </message>
    <message>
        <source>No Command card draw</source>
        <translation>Kein Nachziehen von Befehlskarten</translation>
    </message>
    <message>
        <source>Hand growth</source>
        <translation>Wachsende Kartenhand</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Nachziehen</translation>
    </message>
    <message>
        <source>Hand size</source>
        <translation>Handgröße</translation>
    </message>
    <message>
        <source>First player by card reveal</source>
        <translation>Erster Spieler per Kartenaufdecken</translation>
    </message>
    <message>
        <source>Tie goes to</source>
        <translation>Bei Gleichstand</translation>
    </message>
    <message>
        <source>special rule `{1}` names no side it applies to; add &quot;sides&quot;</source>
        <translation>Sonderregel `{1}` nennt keine Seite, für die sie gilt; fügen Sie &quot;sides&quot; hinzu</translation>
    </message>
    <message>
        <source>sudden death needs the card play by whose end the side must have won; add &quot;cardPlays&quot;</source>
        <translation>Plötzlicher Tod braucht die ausgespielte Karte, bis zu deren Ende die Seite gewonnen haben muss; fügen Sie &quot;cardPlays&quot; hinzu</translation>
    </message>
    <message>
        <source>hand growth needs &quot;draw&quot; (cards a turn) and &quot;handSize&quot; (the hand it grows to)</source>
        <translation>Wachsende Kartenhand braucht &quot;draw&quot; (Karten je Zug) und &quot;handSize&quot; (die Handgröße, bis zu der sie wächst)</translation>
    </message>
    <message>
        <source>special rule `{1}` acts on Scout cards, and the {2} Command deck has none (no card draws Command cards)</source>
        <translation>Sonderregel `{1}` wirkt auf Späherkarten, und der Befehlskartenstapel von {2} hat keine (keine Karte zieht Befehlskarten)</translation>
    </message>
    <message>
        <source>with an opening cannonade the side moving first is the scenario&apos;s first player; the card reveal is not played</source>
        <translation>Mit einer Eröffnungskanonade zieht der erste Spieler des Szenarios zuerst; das Kartenaufdecken wird nicht gespielt</translation>
    </message>
    <message>
        <source>the {1} side starts with Combat cards, but the {2} system has no `{3}` Combat deck; no card will be dealt</source>
        <translation>Die Seite „{1}“ beginnt mit Kampfkarten, aber das System {2} hat keinen Kampfkartenstapel `{3}`; es wird keine Karte ausgeteilt</translation>
    </message>
    <message>
        <source>the file must hold a JSON object, not {1}</source>
        <translation>Die Datei muss ein JSON-Objekt enthalten, nicht {1}</translation>
    </message>
    <message>
        <source>missing &quot;format&quot;; this file should say &quot;{1}&quot;</source>
        <translation>&quot;format&quot; fehlt; diese Datei sollte &quot;{1}&quot; angeben</translation>
    </message>
    <message>
        <source>&quot;format&quot; is {1}, expected &quot;{2}&quot;</source>
        <translation>&quot;format&quot; ist {1}, erwartet wird &quot;{2}&quot;</translation>
    </message>
    <message>
        <source>missing or non-integer &quot;version&quot;; this build writes version 1</source>
        <translation>&quot;version&quot; fehlt oder ist keine ganze Zahl; diese Version schreibt Version 1</translation>
    </message>
    <message>
        <source>&quot;{1}&quot; came with version {2}, but the file says it is version {3}; set &quot;version&quot; to {2} if the field is meant, or delete the field</source>
        <translation>&quot;{1}&quot; kam mit Version {2}, aber die Datei gibt Version {3} an; setzen Sie &quot;version&quot; auf {2}, wenn das Feld gemeint ist, oder löschen Sie das Feld</translation>
    </message>
    <message>
        <source>the file is version {1}, newer than this build reads ({2}); open it with a newer Tricorne Studio</source>
        <translation>Die Datei hat Version {1}, neuer als diese Version liest ({2}); öffnen Sie sie mit einem neueren Tricorne Studio</translation>
    </message>
    <message>
        <source>version {1} never existed; the first is 1</source>
        <translation>Version {1} hat es nie gegeben; die erste ist 1</translation>
    </message>
    <message>
        <source>this build reads game-system version 1; the file is version {1}</source>
        <translation>Diese Version liest Spielsysteme der Version 1; die Datei hat Version {1}</translation>
    </message>
    <message>
        <source>army id `{1}` is used twice</source>
        <translation>Armee-ID `{1}` wird doppelt verwendet</translation>
    </message>
    <message>
        <source>army `{1}` joins faction `{2}`, which the file does not define</source>
        <translation>Armee `{1}` gehört zur Fraktion `{2}`, die die Datei nicht definiert</translation>
    </message>
    <message>
        <source>unit type id `{1}` is used twice in this army</source>
        <translation>Einheitentyp-ID `{1}` wird in dieser Armee doppelt verwendet</translation>
    </message>
    <message>
        <source>id `{1}` is used twice</source>
        <translation>ID `{1}` wird doppelt verwendet</translation>
    </message>
    <message>
        <source>linear terrain needs variants (exit sides at rotation 0)</source>
        <translation>Lineares Gelände braucht Varianten (Ausgangsseiten bei Drehung 0)</translation>
    </message>
    <message>
        <source>only linear terrain (rivers, roads, …) has variants</source>
        <translation>Nur lineares Gelände (Flüsse, Straßen, …) hat Varianten</translation>
    </message>
    <message>
        <source>Chief markers for faction `{1}`, which the file does not define</source>
        <translation>Anführermarker für Fraktion `{1}`, die die Datei nicht definiert</translation>
    </message>
    <message>
        <source>the title</source>
        <translation>der Titel</translation>
    </message>
    <message>
        <source>the title is only spaces; give the battle a title</source>
        <translation>Der Titel besteht nur aus Leerzeichen; geben Sie der Schlacht einen Titel</translation>
    </message>
    <message>
        <source>the date</source>
        <translation>das Datum</translation>
    </message>
    <message>
        <source>the author</source>
        <translation>der Autor</translation>
    </message>
    <message>
        <source>the source</source>
        <translation>die Quelle</translation>
    </message>
    <message>
        <source>the background</source>
        <translation>der Hintergrund</translation>
    </message>
    <message>
        <source>the battle notes</source>
        <translation>die Schlachtnotizen</translation>
    </message>
    <message>
        <source>the reconstruction note</source>
        <translation>die Rekonstruktionsnotiz</translation>
    </message>
    <message>
        <source>the top side&apos;s commander</source>
        <translation>der Befehlshaber der oberen Seite</translation>
    </message>
    <message>
        <source>the bottom side&apos;s commander</source>
        <translation>der Befehlshaber der unteren Seite</translation>
    </message>
    <message>
        <source>the name of unit {1}</source>
        <translation>der Name der Einheit {1}</translation>
    </message>
    <message>
        <source>the name of leader {1}</source>
        <translation>der Name des Anführers {1}</translation>
    </message>
    <message>
        <source>the name of objective {1}</source>
        <translation>der Name des Ziels {1}</translation>
    </message>
    <message>
        <source>the wording of special rule {1}</source>
        <translation>der Wortlaut der Sonderregel {1}</translation>
    </message>
    <message>
        <source>the reason of special rule {1}</source>
        <translation>der Grund der Sonderregel {1}</translation>
    </message>
    <message>
        <source>the name of special rule {1}</source>
        <translation>der Name der Sonderregel {1}</translation>
    </message>
    <message>
        <source>label {1}</source>
        <translation>Beschriftung {1}</translation>
    </message>
    <message>
        <source>label {1} is only spaces; give it a place name or delete the label</source>
        <translation>Beschriftung {1} besteht nur aus Leerzeichen; geben Sie ihr einen Ortsnamen oder löschen Sie die Beschriftung</translation>
    </message>
    <message>
        <source>the name of unplaced unit {1}</source>
        <translation>der Name der nicht aufgestellten Einheit {1}</translation>
    </message>
    <message>
        <source>the brigade of unplaced unit {1}</source>
        <translation>die Brigade der nicht aufgestellten Einheit {1}</translation>
    </message>
    <message>
        <source>the name of unplaced leader {1}</source>
        <translation>der Name des nicht aufgestellten Anführers {1}</translation>
    </message>
    <message>
        <source>the brigade of unplaced leader {1}</source>
        <translation>die Brigade des nicht aufgestellten Anführers {1}</translation>
    </message>
    <message>
        <source>{1} holds {2} at character {3}; a line ends with a line break alone: delete it</source>
        <translation>{1} enthält {2} an Zeichen {3}; eine Zeile endet allein mit einem Zeilenumbruch: Löschen Sie es</translation>
    </message>
    <message>
        <source>{1} holds {2} at character {3}; it is one line of text: put a space there instead</source>
        <translation>{1} enthält {2} an Zeichen {3}; das ist eine einzige Textzeile: Setzen Sie dort stattdessen ein Leerzeichen</translation>
    </message>
    <message>
        <source>{1} holds {2} at character {3}; that is a terminal code or an invisible character, not text: delete it</source>
        <translation>{1} enthält {2} an Zeichen {3}; das ist ein Terminalcode oder ein unsichtbares Zeichen, kein Text: Löschen Sie es</translation>
    </message>
    <message>
        <source>a line break</source>
        <translation>einen Zeilenumbruch</translation>
    </message>
    <message>
        <source>a tab</source>
        <translation>einen Tabulator</translation>
    </message>
    <message>
        <source>a carriage return</source>
        <translation>einen Wagenrücklauf</translation>
    </message>
    <message>
        <source>the control character {1}</source>
        <translation>das Steuerzeichen {1}</translation>
    </message>
    <message>
        <source>unplaced unit {1}</source>
        <translation>nicht aufgestellte Einheit {1}</translation>
    </message>
    <message>
        <source>unplaced unit {1} ({2})</source>
        <translation>nicht aufgestellte Einheit {1} ({2})</translation>
    </message>
    <message>
        <source>{1} belongs to army {2}, which is not in {3}; choose one of {4}</source>
        <translation>{1} gehört zur Armee {2}, die es in {3} nicht gibt; wählen Sie eine von {4}</translation>
    </message>
    <message>
        <source>{1}: the {2} army has no unit type {3}; choose one of {4}</source>
        <translation>{1}: Die Armee „{2}“ hat keinen Einheitentyp {3}; wählen Sie einen von {4}</translation>
    </message>
    <message>
        <source>{1} is not on the board; drag it from the Unplaced tray onto a hex, or delete it</source>
        <translation>{1} steht nicht auf dem Spielplan; ziehen Sie sie aus der Ablage „Nicht aufgestellt“ auf ein Feld oder löschen Sie sie</translation>
    </message>
    <message>
        <source>unplaced leader {1}</source>
        <translation>nicht aufgestellter Anführer {1}</translation>
    </message>
    <message>
        <source>unplaced leader {1} ({2})</source>
        <translation>nicht aufgestellter Anführer {1} ({2})</translation>
    </message>
    <message>
        <source>{1} is not on the board; drag him from the Unplaced tray onto a hex, or delete him</source>
        <translation>{1} steht nicht auf dem Spielplan; ziehen Sie ihn aus der Ablage „Nicht aufgestellt“ auf ein Feld oder löschen Sie ihn</translation>
    </message>
    <message>
        <source>the {1} side&apos;s faction {2} is not in {3}; choose one of {4}</source>
        <translation>Die Fraktion {2} der Seite „{1}“ gibt es in {3} nicht; wählen Sie eine von {4}</translation>
    </message>
    <message>
        <source>army {1} is not in {2}; choose one of {3}</source>
        <translation>Armee {1} gibt es in {2} nicht; wählen Sie eine von {3}</translation>
    </message>
    <message>
        <source>the {1} army fights for the {2} side, not the {3} side; move it to the other side</source>
        <translation>Die Armee „{1}“ kämpft für die Seite „{2}“, nicht für die Seite „{3}“; verschieben Sie sie auf die andere Seite</translation>
    </message>
    <message>
        <source>army {1} is listed on both sides; keep it on one</source>
        <translation>Armee {1} steht auf beiden Seiten; behalten Sie sie auf einer</translation>
    </message>
    <message>
        <source>there is no {1} Combat deck in {2}; choose one of {3}</source>
        <translation>In {2} gibt es keinen Kampfkartenstapel {1}; wählen Sie einen von {3}</translation>
    </message>
    <message>
        <source>both sides are {1}; one side must be the opponent</source>
        <translation>Beide Seiten sind „{1}“; eine Seite muss der Gegner sein</translation>
    </message>
    <message>
        <source>the {1} side starts with no Command cards, so it can never take a turn (a turn starts by playing one, and cards are drawn only at the end of a turn); give it at least 1</source>
        <translation>Die Seite „{1}“ beginnt ohne Befehlskarten und kann daher nie einen Zug machen (ein Zug beginnt mit dem Ausspielen einer Karte, und Karten werden erst am Ende eines Zuges gezogen); geben Sie ihr mindestens 1</translation>
    </message>
    <message>
        <source>there are no units: no side can battle or take an objective, so no game can be won; place units for both sides</source>
        <translation>Es gibt keine Einheiten: Keine Seite kann kämpfen oder ein Ziel nehmen, also kann keine Partie gewonnen werden; stellen Sie Einheiten für beide Seiten auf</translation>
    </message>
    <message>
        <source>the {1} side starts with {2} banners, enough to win ({3}) before play; lower the starting banners</source>
        <translation>Die Seite „{1}“ beginnt mit {2} Siegesbannern, genug für den Sieg ({3}) schon vor dem Spiel; senken Sie die Siegesbanner zu Beginn</translation>
    </message>
    <message>
        <source>the {1} side can gain at most {2} banners (starting banners, enemy units and leaders on the board, objectives) but needs {3}; add enemy units or objectives, or lower the victory banners</source>
        <translation>Die Seite „{1}“ kann höchstens {2} Siegesbanner erringen (Siegesbanner zu Beginn, feindliche Einheiten und Anführer auf dem Spielplan, Ziele), braucht aber {3}; fügen Sie feindliche Einheiten oder Ziele hinzu oder senken Sie die Siegesbanner</translation>
    </message>
    <message>
        <source>the {1} side needs {2} banners but can take at most {3} without enemy leaders (starting banners, enemy units, objectives), and a leader may retreat off his baseline rather than become a banner: once the enemy has no units left, games can go on for ever; add enemy units or objectives, or lower the victory banners to {3}</source>
        <translation>Die Seite „{1}“ braucht {2} Siegesbanner, kann ohne feindliche Anführer aber höchstens {3} erringen (Siegesbanner zu Beginn, feindliche Einheiten, Ziele), und ein Anführer darf sich über seine Grundlinie zurückziehen, statt zum Siegesbanner zu werden: Hat der Feind keine Einheiten mehr, können Partien endlos weitergehen; fügen Sie feindliche Einheiten oder Ziele hinzu oder senken Sie die Siegesbanner auf {3}</translation>
    </message>
    <message>
        <source>terrain at {1} is off the board ({2}); move or delete it</source>
        <translation>Gelände auf {1} liegt außerhalb des Spielplans ({2}); verschieben oder löschen Sie es</translation>
    </message>
    <message>
        <source>terrain {1} at {2} is not in {3}; choose one of {4}</source>
        <translation>Gelände {1} auf {2} gibt es in {3} nicht; wählen Sie eines von {4}</translation>
    </message>
    <message>
        <source>hex {1} has two terrain tiles; a hex holds one tile, delete one</source>
        <translation>Feld {1} hat zwei Geländeplättchen; ein Feld trägt ein Plättchen, löschen Sie eines</translation>
    </message>
    <message>
        <source>{1} at {2} needs a variant ({3})</source>
        <translation>{1} auf {2} braucht eine Variante ({3})</translation>
    </message>
    <message>
        <source>{1} has no variant {2}; choose one of {3}</source>
        <translation>{1} hat keine Variante {2}; wählen Sie eine von {3}</translation>
    </message>
    <message>
        <source>{1} at {2} has no variants; remove the variant</source>
        <translation>{1} auf {2} hat keine Varianten; entfernen Sie die Variante</translation>
    </message>
    <message>
        <source>{1} at {2} is on a hex off the board; move or delete it</source>
        <translation>{1} auf {2} liegt auf einem Feld außerhalb des Spielplans; verschieben oder löschen Sie es</translation>
    </message>
    <message>
        <source>{1} on the {2} side of {3} faces off the board; put it on a side between two hexes</source>
        <translation>{1} auf der Seite {2} von {3} zeigt aus dem Spielplan hinaus; setzen Sie es auf eine Seite zwischen zwei Feldern</translation>
    </message>
    <message>
        <source>hex-side feature {1} at {2} is not in {3}; choose one of {4}</source>
        <translation>Feldseiten-Element {1} auf {2} gibt es in {3} nicht; wählen Sie eines von {4}</translation>
    </message>
    <message>
        <source>the {1} side of {2} already has a feature; a side holds one, delete one</source>
        <translation>Die Seite {1} von {2} hat schon ein Element; eine Seite trägt eines, löschen Sie eines</translation>
    </message>
    <message>
        <source>unit {1} at {2} is off the board ({3}); move it</source>
        <translation>Einheit {1} auf {2} steht außerhalb des Spielplans ({3}); verschieben Sie sie</translation>
    </message>
    <message>
        <source>units {1} and {2} are both at {3}; a hex holds one unit, move one</source>
        <translation>Einheiten {1} und {2} stehen beide auf {3}; ein Feld fasst eine Einheit, verschieben Sie eine</translation>
    </message>
    <message>
        <source>unit {1}</source>
        <translation>Einheit {1}</translation>
    </message>
    <message>
        <source>unit {1}: the {2} army has no unit type {3}; choose one of {4}</source>
        <translation>Einheit {1}: Die Armee „{2}“ hat keinen Einheitentyp {3}; wählen Sie einen von {4}</translation>
    </message>
    <message>
        <source>unit {1} has {2} blocks; a {3} unit is at full strength with {4}; set it to {4} or fewer</source>
        <translation>Einheit {1} hat {2} Blöcke; eine Einheit vom Typ {3} hat mit {4} volle Stärke; setzen Sie sie auf {4} oder weniger</translation>
    </message>
    <message>
        <source>unit {1} at {2} stands on {3}, which {4} cannot enter; move it or add a ford</source>
        <translation>Einheit {1} auf {2} steht auf {3}, das {4} nicht betreten kann; verschieben Sie sie oder fügen Sie eine Furt hinzu</translation>
    </message>
    <message>
        <source>unit {1} at {2} stands on {3}, which {4} cannot enter; move it</source>
        <translation>Einheit {1} auf {2} steht auf {3}, das {4} nicht betreten kann; verschieben Sie sie</translation>
    </message>
    <message>
        <source>unit {1} has a Chief marker, but {2} gives none to the {3} army; remove the marker</source>
        <translation>Einheit {1} hat einen Anführermarker, aber {2} gibt der Armee „{3}“ keinen; entfernen Sie den Marker</translation>
    </message>
    <message>
        <source>unit {1} has a Chief marker, but {2} has no Chief markers; remove the marker</source>
        <translation>Einheit {1} hat einen Anführermarker, aber {2} hat keine Anführermarker; entfernen Sie den Marker</translation>
    </message>
    <message>
        <source>label {1} at {2} is off the board ({3}); move it</source>
        <translation>Beschriftung {1} auf {2} liegt außerhalb des Spielplans ({3}); verschieben Sie sie</translation>
    </message>
    <message>
        <source>leader {1} at {2} is off the board ({3}); move him</source>
        <translation>Anführer {1} auf {2} steht außerhalb des Spielplans ({3}); verschieben Sie ihn</translation>
    </message>
    <message>
        <source>leaders {1} and {2} are both at {3}; a hex holds one leader, move one</source>
        <translation>Anführer {1} und {2} stehen beide auf {3}; ein Feld fasst einen Anführer, verschieben Sie einen</translation>
    </message>
    <message>
        <source>leader {1}</source>
        <translation>Anführer {1}</translation>
    </message>
    <message>
        <source>leader {1} is attached to unit {2} at {3}, which has a Chief marker; no leader may attach to such a unit, move him</source>
        <translation>Anführer {1} ist der Einheit {2} auf {3} zugeordnet, die einen Anführermarker hat; einer solchen Einheit darf kein Anführer zugeordnet sein, verschieben Sie ihn</translation>
    </message>
    <message>
        <source>leader {1} shares {2} with enemy unit {3}; move him</source>
        <translation>Anführer {1} steht auf {2} mit der feindlichen Einheit {3}; verschieben Sie ihn</translation>
    </message>
    <message>
        <source>leader {1} at {2} stands on {3}, which leaders cannot enter; move him</source>
        <translation>Anführer {1} auf {2} steht auf {3}, das Anführer nicht betreten können; verschieben Sie ihn</translation>
    </message>
    <message>
        <source>objective id {1} is used twice; give each objective its own id</source>
        <translation>Ziel-ID {1} wird doppelt verwendet; geben Sie jedem Ziel eine eigene ID</translation>
    </message>
    <message>
        <source>objective {1} names hex {2}, which is off the board ({3}); pick a hex on the board</source>
        <translation>Ziel {1} nennt Feld {2}, das außerhalb des Spielplans liegt ({3}); wählen Sie ein Feld auf dem Spielplan</translation>
    </message>
    <message>
        <source>rows 0-{1}, columns 0-{2}, in odd rows 0-{3}</source>
        <translation>Reihen 0-{1}, Spalten 0-{2}, in ungeraden Reihen 0-{3}</translation>
    </message>
    <message>
        <source>objective {1} counts each of its {2} hexes; at most 64 can be counted one by one, so split it into two objectives</source>
        <translation>Ziel {1} zählt jedes seiner {2} Felder; höchstens 64 können einzeln gezählt werden, teilen Sie es also in zwei Ziele</translation>
    </message>
    <message>
        <source>objective {1} starts held by the {2} side, but it is worth nothing to that side; make it for that side or drop the holder</source>
        <translation>Ziel {1} ist zu Beginn im Besitz der Seite „{2}“, ist dieser Seite aber nichts wert; machen Sie es zu einem Ziel für diese Seite oder entfernen Sie den Inhaber</translation>
    </message>
    <message>
        <source>special rule {1} is free text: players see it, but it is not enforced in playtest</source>
        <translation>Sonderregel {1} ist freier Text: Die Spieler sehen sie, aber im Testspiel wird sie nicht durchgesetzt</translation>
    </message>
    <message>
        <source>special rule {1} is free text: players see it, but it is not enforced in playtest ({2})</source>
        <translation>Sonderregel {1} ist freier Text: Die Spieler sehen sie, aber im Testspiel wird sie nicht durchgesetzt ({2})</translation>
    </message>
    <message>
        <source>the scenario uses {1} {2} {3} units; the box holds {4} (players will need more blocks)</source>
        <translation>Das Szenario verwendet {1} Einheiten {2} {3}; die Schachtel enthält {4} (die Spieler brauchen mehr Blöcke)</translation>
    </message>
    <message>
        <source>the scenario uses {1} {2} leaders; the box holds {3}</source>
        <translation>Das Szenario verwendet {1} Anführer der Armee „{2}“; die Schachtel enthält {3}</translation>
    </message>
    <message>
        <source>the scenario uses {1} terrain tiles ({2} of them for hex-side features); the box holds {3}</source>
        <translation>Das Szenario verwendet {1} Geländeplättchen (davon {2} für Feldseiten-Elemente); die Schachtel enthält {3}</translation>
    </message>
    <message>
        <source>the scenario uses {1} terrain tiles; the box holds {3}</source>
        <translation>Das Szenario verwendet {1} Geländeplättchen; die Schachtel enthält {3}</translation>
    </message>
    <message>
        <source>the scenario uses {1} Chief markers; the box holds {2}</source>
        <translation>Das Szenario verwendet {1} Anführermarker; die Schachtel enthält {2}</translation>
    </message>
    <message>
        <source>id {1} is used twice among units and leaders; give each its own id</source>
        <translation>ID {1} wird unter Einheiten und Anführern doppelt verwendet; geben Sie jedem eine eigene ID</translation>
    </message>
    <message>
        <source>{1} belongs to the {2} army, which neither side fields; add the army to the {3} side</source>
        <translation>{1} gehört zur Armee „{2}“, die keine Seite aufstellt; fügen Sie die Armee der Seite „{3}“ hinzu</translation>
    </message>
    <message>
        <source>special rule {1} has no known kind; use one of {2}</source>
        <translation>Sonderregel {1} hat keine bekannte Art; verwenden Sie eine von {2}</translation>
    </message>
    <message>
        <source>special rule {1} ({2})</source>
        <translation>Sonderregel {1} ({2})</translation>
    </message>
    <message>
        <source>{1} repeats an earlier one; merge the two</source>
        <translation>{1} wiederholt eine frühere; führen Sie beide zusammen</translation>
    </message>
    <message>
        <source>{1} must be among the first 32 special rules; move it up</source>
        <translation>{1} muss unter den ersten 32 Sonderregeln sein; verschieben Sie sie nach oben</translation>
    </message>
    <message>
        <source>{1} names a hex off the board; pick a hex on the board</source>
        <translation>{1} nennt ein Feld außerhalb des Spielplans; wählen Sie ein Feld auf dem Spielplan</translation>
    </message>
    <message>
        <source>{1} names terrain {2}, which {3} does not have</source>
        <translation>{1} nennt Gelände {2}, das es in {3} nicht gibt</translation>
    </message>
    <message>
        <source>{1} names hex-side feature {2}, which {3} does not have</source>
        <translation>{1} nennt Feldseiten-Element {2}, das es in {3} nicht gibt</translation>
    </message>
    <message>
        <source>{1} needs a marsh (wetland) terrain, which {2} does not have</source>
        <translation>{1} braucht ein Sumpfgelände (Feuchtgebiet), das es in {2} nicht gibt</translation>
    </message>
    <message>
        <source>{1} lets unit type {2} fire, but no army of this battle has it</source>
        <translation>{1} lässt Einheitentyp {2} feuern, aber keine Armee dieser Schlacht hat ihn</translation>
    </message>
    <message>
        <source>{1} names leader {2}, who is not in the scenario</source>
        <translation>{1} nennt Anführer {2}, der nicht im Szenario ist</translation>
    </message>
    <message>
        <source>{1} names card {2}, which is not a Command card of {3}; use a card id of its decks</source>
        <translation>{1} nennt Karte {2}, die keine Befehlskarte von {3} ist; verwenden Sie die ID einer Karte seiner Stapel</translation>
    </message>
    <message>
        <source>{1} names card {2}, which is not a Command or Combat card of {3}; use a card id of its decks</source>
        <translation>{1} nennt Karte {2}, die weder Befehls- noch Kampfkarte von {3} ist; verwenden Sie die ID einer Karte seiner Stapel</translation>
    </message>
    <message>
        <source>{1} fires only in an opening cannonade, and this battle has none; add an opening-cannonade rule or the cards that let {2} fire</source>
        <translation>{1} feuert nur in einer Eröffnungskanonade, und diese Schlacht hat keine; fügen Sie eine Regel opening-cannonade hinzu oder die Karten, die {2} feuern lassen</translation>
    </message>
    <message>
        <source>{1} names unit {2}, which is not in the scenario</source>
        <translation>{1} nennt Einheit {2}, die nicht im Szenario ist</translation>
    </message>
    <message>
        <source>{1} gives {2} the morale of {3}, a type its army {4} does not have</source>
        <translation>{1} gibt {2} die Moral von {3}, einem Typ, den ihre Armee {4} nicht hat</translation>
    </message>
    <message>
        <source>Banners while a unit of the side occupies the hexes; lost the moment it leaves.</source>
        <translation>Siegesbanner, solange eine Einheit der Seite die Felder besetzt; verloren, sobald sie sie verlässt.</translation>
    </message>
    <message>
        <source>Banners while the side occupies the hexes at the start of its turn; lost the moment it leaves.</source>
        <translation>Siegesbanner, solange die Seite die Felder zu Beginn ihres Zuges besetzt; verloren, sobald sie sie verlässt.</translation>
    </message>
    <message>
        <source>Banners to the side occupying an absolute majority of the group at the start of its turn.</source>
        <translation>Siegesbanner für die Seite, die zu Beginn ihres Zuges die absolute Mehrheit der Gruppe besetzt.</translation>
    </message>
    <message>
        <source>Banners gained for good the moment a unit of the side occupies the hexes.</source>
        <translation>Siegesbanner, endgültig gewonnen, sobald eine Einheit der Seite die Felder besetzt.</translation>
    </message>
    <message>
        <source>Banners gained for good when the side occupies the hexes at the start of its turn.</source>
        <translation>Siegesbanner, endgültig gewonnen, wenn die Seite die Felder zu Beginn ihres Zuges besetzt.</translation>
    </message>
    <message>
        <source>Banners to the last side to occupy the hexes.</source>
        <translation>Siegesbanner für die Seite, die die Felder zuletzt besetzt.</translation>
    </message>
    <message>
        <source>Banners for good when a section holds no enemy unit at the start of the side&apos;s turn, and again each turn it stays clear.</source>
        <translation>Siegesbanner endgültig, wenn zu Beginn des Zuges der Seite keine feindliche Einheit in einem Abschnitt steht, und erneut in jedem Zug, in dem er frei bleibt.</translation>
    </message>
    <message>
        <source>Banners for good for each ordered unit that exits by the enemy&apos;s baseline.</source>
        <translation>Siegesbanner endgültig für jede befehligte Einheit, die den Spielplan über die feindliche Grundlinie verlässt.</translation>
    </message>
    <message>
        <source>Banners for good for each ordered unit that exits by the side&apos;s own baseline.</source>
        <translation>Siegesbanner endgültig für jede befehligte Einheit, die den Spielplan über die eigene Grundlinie der Seite verlässt.</translation>
    </message>
    <message>
        <source>Banners while the enemy has no unit in a section at the start of the side&apos;s turn.</source>
        <translation>Siegesbanner, solange der Feind zu Beginn des Zuges der Seite keine Einheit in einem Abschnitt hat.</translation>
    </message>
    <message>
        <source>The side wins at once when a unit of it occupies the hexes at the start of its turn.</source>
        <translation>Die Seite gewinnt sofort, wenn eine ihrer Einheiten die Felder zu Beginn ihres Zuges besetzt.</translation>
    </message>
    <message>
        <source>Permanent banners again at each start of the side&apos;s turn while it occupies the hexes.</source>
        <translation>Dauerhafte Siegesbanner erneut zu jedem Zugbeginn der Seite, solange sie die Felder besetzt.</translation>
    </message>
    <message>
        <source>Free text shown with the battle; not enforced in playtest.</source>
        <translation>Freier Text, mit der Schlacht angezeigt; im Testspiel nicht durchgesetzt.</translation>
    </message>
    <message>
        <source>Before the first turn each side&apos;s artillery fires, in turn; guns may retire after firing.</source>
        <translation>Vor dem ersten Zug feuert die Artillerie jeder Seite abwechselnd; Geschütze dürfen nach dem Feuern zurückweichen.</translation>
    </message>
    <message>
        <source>Rivers and streams fordable or not (every tile of the types, or only some hexes).</source>
        <translation>Flüsse und Bäche furtbar oder nicht (jedes Plättchen der Typen oder nur einige Felder).</translation>
    </message>
    <message>
        <source>Fords crossed without movement restriction.</source>
        <translation>Furten werden ohne Bewegungseinschränkung überquert.</translation>
    </message>
    <message>
        <source>A creek crossed as a marsh: a rally check with a block lost on entering; one side&apos;s units that cross are removed without a banner.</source>
        <translation>Ein Bach wird wie ein Sumpf überquert: beim Betreten ein Sammelwurf mit einem verlorenen Block; Einheiten einer Seite, die ihn überqueren, werden ohne Siegesbanner entfernt.</translation>
    </message>
    <message>
        <source>Hex-side features of one type play as another.</source>
        <translation>Feldseiten-Elemente eines Typs gelten als ein anderer.</translation>
    </message>
    <message>
        <source>Each side rolls dice; most sabers moves first, the named side on a tie.</source>
        <translation>Jede Seite würfelt; die meisten Säbel ziehen zuerst, bei Gleichstand die genannte Seite.</translation>
    </message>
    <message>
        <source>The side&apos;s units of these kinds make a rally check after each combat they take part in.</source>
        <translation>Die Einheiten dieser Arten der Seite machen nach jedem Kampf, an dem sie teilnehmen, einen Sammelwurf.</translation>
    </message>
    <message>
        <source>The side&apos;s units that take hits but do not retreat still make a rally check.</source>
        <translation>Einheiten der Seite, die Treffer erleiden, aber nicht zurückweichen, machen trotzdem einen Sammelwurf.</translation>
    </message>
    <message>
        <source>The side&apos;s ordered units that end their move nearer their own baseline make a rally check.</source>
        <translation>Befehligte Einheiten der Seite, die ihre Bewegung näher an der eigenen Grundlinie beenden, machen einen Sammelwurf.</translation>
    </message>
    <message>
        <source>These units retreat and rally as another unit type.</source>
        <translation>Diese Einheiten weichen zurück und sammeln sich wie ein anderer Einheitentyp.</translation>
    </message>
    <message>
        <source>Rain: the ranged-combat dice these cards add do not apply, for either side.</source>
        <translation>Regen: Die Fernkampfwürfel, die diese Karten hinzufügen, gelten für keine Seite.</translation>
    </message>
    <message>
        <source>A ship off the board fires at an enemy unit on the named hexes, in the opening cannonade and in each turn its side plays one of the named cards.</source>
        <translation>Ein Schiff außerhalb des Spielplans feuert auf eine feindliche Einheit auf den genannten Feldern, in der Eröffnungskanonade und in jedem Zug, in dem seine Seite eine der genannten Karten spielt.</translation>
    </message>
    <message>
        <source>Once per battle, a unit of the side on these hexes that has lost blocks gets one back when ordered.</source>
        <translation>Einmal je Schlacht erhält eine Einheit der Seite auf diesen Feldern, die Blöcke verloren hat, einen zurück, wenn sie befehligt wird.</translation>
    </message>
    <message>
        <source>These pieces retreat only toward the given directions.</source>
        <translation>Diese Spielsteine weichen nur in die angegebenen Richtungen zurück.</translation>
    </message>
    <message>
        <source>The sides named take the banner: after playing a Scout card, such a side may take a permanent banner and draw 1 Command card instead of the card&apos;s draw (the side the notes say is pressed is the other one).</source>
        <translation>Die genannten Seiten erhalten das Siegesbanner: Nach dem Ausspielen einer Späherkarte darf eine solche Seite ein dauerhaftes Siegesbanner nehmen und 1 Befehlskarte statt des Nachziehens der Karte ziehen (die Seite, die laut den Notizen unter Druck steht, ist die andere).</translation>
    </message>
    <message>
        <source>The named sides gain a permanent banner for each Scout card they play.</source>
        <translation>Die genannten Seiten erhalten für jede gespielte Späherkarte ein dauerhaftes Siegesbanner.</translation>
    </message>
    <message>
        <source>The named sides lose unless they win by the end of their given card play.</source>
        <translation>Die genannten Seiten verlieren, wenn sie nicht bis zum Ende ihrer angegebenen ausgespielten Karte gewinnen.</translation>
    </message>
    <message>
        <source>The named sides draw no Command card at the end of their turn.</source>
        <translation>Die genannten Seiten ziehen am Ende ihres Zuges keine Befehlskarte.</translation>
    </message>
    <message>
        <source>The named sides draw extra cards each turn until their hand reaches a given size.</source>
        <translation>Die genannten Seiten ziehen in jedem Zug zusätzliche Karten, bis ihre Hand eine angegebene Größe erreicht.</translation>
    </message>
    <message>
        <source>Both players reveal a Command card; the Section card ordering fewest units moves first, the named side on a tie.</source>
        <translation>Beide Spieler decken eine Befehlskarte auf; die Abschnittskarte, die die wenigsten Einheiten befehligt, zieht zuerst, bei Gleichstand die genannte Seite.</translation>
    </message>
    <message>
        <source>Names the objective; unique among the scenario&apos;s objectives.</source>
        <translation>Benennt das Ziel; eindeutig unter den Zielen des Szenarios.</translation>
    </message>
    <message>
        <source>What the battle notes call it (&quot;Urrard House&quot;).</source>
        <translation>Wie die Schlachtnotizen es nennen („Urrard House“).</translation>
    </message>
    <message>
        <source>The side (or both) that may score it.</source>
        <translation>Die Seite (oder beide), die es werten darf.</translation>
    </message>
    <message>
        <source>Victory Banners it is worth to the side it is for.</source>
        <translation>Siegesbanner, die es der Seite wert ist, für die es gilt.</translation>
    </message>
    <message>
        <source>Victory Banners it is worth to each side, when they differ.</source>
        <translation>Siegesbanner, die es jeder Seite wert ist, wenn sie sich unterscheiden.</translation>
    </message>
    <message>
        <source>The objective hexes.</source>
        <translation>Die Zielfelder.</translation>
    </message>
    <message>
        <source>The side holding its banners at the start (the battle notes place them).</source>
        <translation>Die Seite, die seine Siegesbanner zu Beginn hält (die Schlachtnotizen legen sie aus).</translation>
    </message>
    <message>
        <source>How the hexes count: any one of them (default), each one separately (banners per hex), or all of them.</source>
        <translation>Wie die Felder zählen: irgendeines davon (Vorgabe), jedes einzeln (Siegesbanner je Feld) oder alle zusammen.</translation>
    </message>
    <message>
        <source>What a hex needs: a unit of the side (default) or no enemy unit.</source>
        <translation>Was ein Feld braucht: eine Einheit der Seite (Vorgabe) oder keine feindliche Einheit.</translation>
    </message>
    <message>
        <source>The section to clear, as the side it is for sees the board.</source>
        <translation>Der zu räumende Abschnitt, so wie die Seite, für die es gilt, den Spielplan sieht.</translation>
    </message>
    <message>
        <source>Only units leaving from these baseline hexes count; default: every baseline hex.</source>
        <translation>Nur Einheiten, die über diese Grundlinienfelder abziehen, zählen; Vorgabe: jedes Grundlinienfeld.</translation>
    </message>
    <message>
        <source>Exits pay only once both sides together have gained this many banners.</source>
        <translation>Abzüge zählen erst, wenn beide Seiten zusammen so viele Siegesbanner errungen haben.</translation>
    </message>
    <message>
        <source>A lone leader may exit too and earns the banners (000 · Alness: &apos;unit or lone leader&apos;); otherwise only units exit.</source>
        <translation>Auch ein einzelner Anführer darf abziehen und erhält die Siegesbanner (000 · Alness: „unit or lone leader“); sonst ziehen nur Einheiten ab.</translation>
    </message>
    <message>
        <source>Only this section, as the side it is for sees the board; default: any section.</source>
        <translation>Nur dieser Abschnitt, so wie die Seite, für die es gilt, den Spielplan sieht; Vorgabe: jeder Abschnitt.</translation>
    </message>
    <message>
        <source>At most this many banners on one turn.</source>
        <translation>Höchstens so viele Siegesbanner in einem Zug.</translation>
    </message>
    <message>
        <source>The rule as the battle notes word it, shown beside the typed form.</source>
        <translation>Die Regel im Wortlaut der Schlachtnotizen, neben der erfassten Form angezeigt.</translation>
    </message>
    <message>
        <source>The rule as the battle notes word it.</source>
        <translation>Die Regel im Wortlaut der Schlachtnotizen.</translation>
    </message>
    <message>
        <source>Why the engine cannot enforce this rule (engine/RULINGS.md); the studio shows it.</source>
        <translation>Warum die Engine diese Regel nicht durchsetzen kann (engine/RULINGS.md); das Studio zeigt es an.</translation>
    </message>
    <message>
        <source>Sides whose guns must retire after they fire (Killiecrankie: rotten cartridges).</source>
        <translation>Seiten, deren Geschütze nach dem Feuern zurückweichen müssen (Killiecrankie: verdorbene Patronen).</translation>
    </message>
    <message>
        <source>The side that fires first (Culloden); default: the side that moves first.</source>
        <translation>Die Seite, die zuerst feuert (Culloden); Vorgabe: die Seite, die zuerst zieht.</translation>
    </message>
    <message>
        <source>Unit types that fire in the cannonade besides artillery (Cowpens rifles; Guilford militia with 1 die).</source>
        <translation>Einheitentypen, die außer der Artillerie in der Kanonade feuern (Cowpens: Schützen; Guilford: Miliz mit 1 Würfel).</translation>
    </message>
    <message>
        <source>Terrain types concerned; default: every river and stream (every ford).</source>
        <translation>Betroffene Geländetypen; Vorgabe: jeder Fluss und Bach (jede Furt).</translation>
    </message>
    <message>
        <source>Only these hexes; default: every hex of those terrain types.</source>
        <translation>Nur diese Felder; Vorgabe: jedes Feld dieser Geländetypen.</translation>
    </message>
    <message>
        <source>Whether the waterway may be forded (true) or not at all (false).</source>
        <translation>Ob der Wasserlauf durchquert werden darf (true) oder gar nicht (false).</translation>
    </message>
    <message>
        <source>The creek hexes.</source>
        <translation>Die Bachfelder.</translation>
    </message>
    <message>
        <source>The side whose units are removed on crossing.</source>
        <translation>Die Seite, deren Einheiten beim Überqueren entfernt werden.</translation>
    </message>
    <message>
        <source>The hex-side feature type on the map.</source>
        <translation>Der Typ des Feldseiten-Elements auf der Karte.</translation>
    </message>
    <message>
        <source>The hex-side feature type it plays as.</source>
        <translation>Der Typ des Feldseiten-Elements, als der es gilt.</translation>
    </message>
    <message>
        <source>Dice each side rolls.</source>
        <translation>Würfel, die jede Seite wirft.</translation>
    </message>
    <message>
        <source>The side that moves first on a tie.</source>
        <translation>Die Seite, die bei Gleichstand zuerst zieht.</translation>
    </message>
    <message>
        <source>The side the rule concerns.</source>
        <translation>Die Seite, die die Regel betrifft.</translation>
    </message>
    <message>
        <source>Only units of these kinds; default: all.</source>
        <translation>Nur Einheiten dieser Arten; Vorgabe: alle.</translation>
    </message>
    <message>
        <source>The units concerned.</source>
        <translation>Die betroffenen Einheiten.</translation>
    </message>
    <message>
        <source>The unit type whose retreat and rally they use.</source>
        <translation>Der Einheitentyp, dessen Rückzug und Sammeln sie verwenden.</translation>
    </message>
    <message>
        <source>Command or Combat card ids whose ranged dice bonus is cancelled.</source>
        <translation>IDs der Befehls- oder Kampfkarten, deren Fernkampf-Würfelbonus entfällt.</translation>
    </message>
    <message>
        <source>What fires (a ship off the board).</source>
        <translation>Was feuert (ein Schiff außerhalb des Spielplans).</translation>
    </message>
    <message>
        <source>The side that fires it.</source>
        <translation>Die Seite, die damit feuert.</translation>
    </message>
    <message>
        <source>Dice it rolls.</source>
        <translation>Würfel, die es wirft.</translation>
    </message>
    <message>
        <source>The hexes its targets may stand on.</source>
        <translation>Die Felder, auf denen seine Ziele stehen dürfen.</translation>
    </message>
    <message>
        <source>Command card ids that let it fire in the turn they are played (Bombard).</source>
        <translation>IDs der Befehlskarten, die es in dem Zug feuern lassen, in dem sie gespielt werden (Bombard).</translation>
    </message>
    <message>
        <source>Where the unit must stand when ordered.</source>
        <translation>Wo die Einheit stehen muss, wenn sie befehligt wird.</translation>
    </message>
    <message>
        <source>The leaders concerned.</source>
        <translation>Die betroffenen Anführer.</translation>
    </message>
    <message>
        <source>The directions a retreat step may take.</source>
        <translation>Die Richtungen, die ein Rückzugsschritt nehmen darf.</translation>
    </message>
    <message>
        <source>The sides that take the banner: after playing a Scout card, each may take a permanent banner instead of the card&apos;s draws. The notes say time pressure is &apos;in effect for&apos; the side pressed: list its opponent (both, when it is in effect for both).</source>
        <translation>Die Seiten, die das Siegesbanner erhalten: Nach dem Ausspielen einer Späherkarte darf jede ein dauerhaftes Siegesbanner nehmen statt der Karten, die die Karte ziehen lässt. Die Notizen sagen, der Zeitdruck gelte „für“ die bedrängte Seite: Nennen Sie deren Gegner (beide, wenn er für beide gilt).</translation>
    </message>
    <message>
        <source>The sides the rule is for (the validation needs at least one).</source>
        <translation>Die Seiten, für die die Regel gilt (die Prüfung braucht mindestens eine).</translation>
    </message>
    <message>
        <source>The card play by whose end the sides must have won (the validation needs it).</source>
        <translation>Die ausgespielte Karte, bis zu deren Ende die Seiten gewonnen haben müssen (die Prüfung braucht sie).</translation>
    </message>
    <message>
        <source>Command cards drawn at the end of a turn (the validation needs it).</source>
        <translation>Befehlskarten, die am Ende eines Zuges gezogen werden (die Prüfung braucht sie).</translation>
    </message>
    <message>
        <source>The hand grows to this many cards (the validation needs it).</source>
        <translation>Die Hand wächst auf so viele Karten (die Prüfung braucht es).</translation>
    </message>
    <message>
        <source>Who moves first on a tie.</source>
        <translation>Wer bei Gleichstand zuerst zieht.</translation>
    </message>
    <message>
        <source>a Command card</source>
        <translation>eine Befehlskarte</translation>
    </message>
    <message>
        <source>a Combat card</source>
        <translation>eine Kampfkarte</translation>
    </message>
    <message>
        <source>{1} {2} at {3}</source>
        <translation>{2} ({1}) auf {3}</translation>
    </message>
    <message>
        <source>{1} at {2}</source>
        <translation>{1} auf {2}</translation>
    </message>
    <message>
        <source>{1} leader at {2}</source>
        <translation>Anführer ({1}) auf {2}</translation>
    </message>
    <message>
        <source>the piece</source>
        <translation>Die Figur</translation>
    </message>
    <message>
        <source>Play {1}</source>
        <translation>{1} ausspielen</translation>
    </message>
    <message>
        <source>Order {1}</source>
        <translation>{1} befehligen</translation>
    </message>
    <message>
        <source>Order {1} to move away from his unit</source>
        <translation>{1} befehligen, sich von seiner Einheit zu lösen</translation>
    </message>
    <message>
        <source>End orders</source>
        <translation>Befehle beenden</translation>
    </message>
    <message>
        <source>Move {1}</source>
        <translation>{1} bewegen</translation>
    </message>
    <message>
        <source>{1} moves to {2}</source>
        <translation>{1} zieht nach {2}</translation>
    </message>
    <message>
        <source>{1} stops here</source>
        <translation>{1} hält hier</translation>
    </message>
    <message>
        <source>End movement</source>
        <translation>Bewegung beenden</translation>
    </message>
    <message>
        <source>{1} battles {2}</source>
        <translation>{1} greift {2} an</translation>
    </message>
    <message>
        <source>End combat</source>
        <translation>Kampf beenden</translation>
    </message>
    <message>
        <source>{1} retires and rallies</source>
        <translation>{1} weicht aus und sammelt sich</translation>
    </message>
    <message>
        <source>{1} stands</source>
        <translation>{1} hält stand</translation>
    </message>
    <message>
        <source>{1} ignores {2}</source>
        <translation>{1} ignoriert {2}</translation>
    </message>
    <message>
        <source>{1} flag</source>
        <translation>{1} Flagge</translation>
    </message>
    <message>
        <source>{1} flags</source>
        <translation>{1} Flaggen</translation>
    </message>
    <message>
        <source>{1} ignores no flag</source>
        <translation>{1} ignoriert keine Flagge</translation>
    </message>
    <message>
        <source>{1} retreats to {2}</source>
        <translation>{1} weicht nach {2} zurück</translation>
    </message>
    <message>
        <source>{1} retires to {2} by {3}</source>
        <translation>{1} weicht über {3} nach {2} aus</translation>
    </message>
    <message>
        <source>{1} tries to escape through {2}</source>
        <translation>{1} versucht, durch {2} zu entkommen</translation>
    </message>
    <message>
        <source>{1} leaves the battlefield</source>
        <translation>{1} verlässt das Schlachtfeld</translation>
    </message>
    <message>
        <source>{1} stops</source>
        <translation>{1} hält an</translation>
    </message>
    <message>
        <source>{1} takes ground</source>
        <translation>{1} rückt nach</translation>
    </message>
    <message>
        <source>{1} holds its ground</source>
        <translation>{1} bleibt stehen</translation>
    </message>
    <message>
        <source>{1} makes a bonus melee on {2}</source>
        <translation>{1} führt einen Bonus-Nahkampf gegen {2}</translation>
    </message>
    <message>
        <source>{1} makes no bonus melee</source>
        <translation>{1} führt keinen Bonus-Nahkampf</translation>
    </message>
    <message>
        <source>{1} battles back</source>
        <translation>{1} schlägt zurück</translation>
    </message>
    <message>
        <source>{1} does not battle back</source>
        <translation>{1} schlägt nicht zurück</translation>
    </message>
    <message>
        <source>{1} fires the cannonade on {2}</source>
        <translation>{1} feuert in der Kanonade auf {2}</translation>
    </message>
    <message>
        <source>Fire no more guns</source>
        <translation>Keine weiteren Geschütze feuern</translation>
    </message>
    <message>
        <source>{1} retires to {2}</source>
        <translation>{1} zieht sich nach {2} zurück</translation>
    </message>
    <message>
        <source>{1} holds</source>
        <translation>{1} hält die Stellung</translation>
    </message>
    <message>
        <source>the ship</source>
        <translation>Das Schiff</translation>
    </message>
    <message>
        <source>{1} fires on {2}</source>
        <translation>{1} feuert auf {2}</translation>
    </message>
    <message>
        <source>Play {1} in lieu of a Command card</source>
        <translation>{1} anstelle einer Befehlskarte ausspielen</translation>
    </message>
    <message>
        <source>Play {1} on {2}</source>
        <translation>{1} auf {2} ausspielen</translation>
    </message>
    <message>
        <source>Play {1} to strike first with {2}</source>
        <translation>{1} ausspielen, um mit {2} zuerst zuzuschlagen</translation>
    </message>
    <message>
        <source>No more default actions: keep the Combat cards</source>
        <translation>Keine weiteren Standardaktionen: die Kampfkarten behalten</translation>
    </message>
    <message>
        <source>Play no card</source>
        <translation>Keine Karte ausspielen</translation>
    </message>
    <message>
        <source>Keep {1}</source>
        <translation>{1} behalten</translation>
    </message>
    <message>
        <source>the drawn card</source>
        <translation>die gezogene Karte</translation>
    </message>
    <message>
        <source>Take the time-pressure banner and draw 1</source>
        <translation>Das Zeitdruck-Siegesbanner nehmen und 1 Karte ziehen</translation>
    </message>
    <message>
        <source>Draw as the Scout says</source>
        <translation>Ziehen, wie die Späherkarte sagt</translation>
    </message>
    <message>
        <source>Discard {1}: {2} repositions to {3}</source>
        <translation>{1} abwerfen: {2} wechselt nach {3}</translation>
    </message>
    <message>
        <source>Reveal {1}</source>
        <translation>{1} aufdecken</translation>
    </message>
    <message>
        <source>{1} is eliminated</source>
        <translation>{1} ist ausgeschieden</translation>
    </message>
    <message>
        <source>{1} loses {2}</source>
        <translation>{1} verliert {2}</translation>
    </message>
    <message>
        <source>{1} block</source>
        <translation>{1} Block</translation>
    </message>
    <message>
        <source>{1} blocks</source>
        <translation>{1} Blöcke</translation>
    </message>
    <message>
        <source>{1} loses its Chief marker</source>
        <translation>{1} verliert den Anführermarker</translation>
    </message>
    <message>
        <source>{1} goes to {2}</source>
        <translation>{1} gelangt nach {2}</translation>
    </message>
    <message>
        <source>{1} is killed</source>
        <translation>{1} fällt</translation>
    </message>
    <message>
        <source>{1} banners: {2} → {3}</source>
        <translation>Siegesbanner {1}: {2} → {3}</translation>
    </message>
    <message>
        <source>{1} wins the battle</source>
        <translation>Sieg für {1}</translation>
    </message>
    <message>
        <source>Order: the card lets {1} order no unit — the phase passes</source>
        <translation>Befehle: Die Karte erlaubt {1} keinen Befehl — die Phase entfällt</translation>
    </message>
    <message>
        <source>Move: {1} has no ordered piece that can move — the phase passes</source>
        <translation>Bewegung: Keine befohlene Figur ({1}) kann sich bewegen — die Phase entfällt</translation>
    </message>
    <message>
        <source>Combat: no ordered {1} unit can battle — the phase passes</source>
        <translation>Kampf: Keine befohlene Einheit ({1}) kann kämpfen — die Phase entfällt</translation>
    </message>
    <message>
        <source>Combat: {1} may not battle after its move — it does not battle</source>
        <translation>Kampf: {1} darf nach der eigenen Bewegung nicht kämpfen — kein Kampf</translation>
    </message>
    <message>
        <source>Combat: {1} has no enemy within range — it does not battle</source>
        <translation>Kampf: {1} hat keinen Feind in Reichweite — kein Kampf</translation>
    </message>
    <message>
        <source>Combat: {1} has no enemy in range it may battle (sight, terrain or its orders forbid each) — it does not battle</source>
        <translation>Kampf: {1} hat keinen Feind in Reichweite, den sie angreifen darf (Sicht, Gelände oder die eigenen Befehle verbieten jeden) — kein Kampf</translation>
    </message>
    <message>
        <source>Combat: {1} does not battle</source>
        <translation>Kampf: {1} kämpft nicht</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Oben</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>Unten</translation>
    </message>
    <message>
        <source>Play a card</source>
        <translation>Karte ausspielen</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Befehle</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Kampf</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>End of turn</source>
        <translation>Zugende</translation>
    </message>
    <message>
        <source>Reveal a card</source>
        <translation>Karte aufdecken</translation>
    </message>
    <message>
        <source>{1} flag rolled</source>
        <translation>{1} Flagge gewürfelt</translation>
    </message>
    <message>
        <source>{1} flags rolled</source>
        <translation>{1} Flaggen gewürfelt</translation>
    </message>
    <message>
        <source>may ignore: {1}</source>
        <translation>darf ignorieren: {1}</translation>
    </message>
    <message>
        <source>{1} {2}</source>
        <translation>{1} {2}</translation>
    </message>
    <message>
        <source>no battle</source>
        <translation>kein Kampf</translation>
    </message>
    <message>
        <source>{1}, {2}</source>
        <translation>{1}, {2}</translation>
    </message>
    <message>
        <source>clear</source>
        <translation>frei</translation>
    </message>
    <message>
        <source>blocked</source>
        <translation>versperrt</translation>
    </message>
    <message>
        <source>hill rules</source>
        <translation>Hügelregeln</translation>
    </message>
    <message>
        <source>blocked when occupied</source>
        <translation>versperrt, wenn besetzt</translation>
    </message>
    <message>
        <source>blocked unless adjacent</source>
        <translation>versperrt, außer zum Nachbarfeld</translation>
    </message>
    <message>
        <source>ignores 1 symbol hit</source>
        <translation>ignoriert 1 Symboltreffer</translation>
    </message>
    <message>
        <source>may ignore 1 flag</source>
        <translation>darf 1 Flagge ignorieren</translation>
    </message>
    <message>
        <source>counts as support</source>
        <translation>zählt als Unterstützung</translation>
    </message>
    <message>
        <source>{1} from ranged fire and in melee</source>
        <translation>{1} bei Fernkampf und im Nahkampf</translation>
    </message>
    <message>
        <source>{1} from ranged fire</source>
        <translation>{1} bei Fernkampf</translation>
    </message>
    <message>
        <source>{1} in melee</source>
        <translation>{1} im Nahkampf</translation>
    </message>
    <message>
        <source>not against artillery</source>
        <translation>nicht gegen Artillerie</translation>
    </message>
    <message>
        <source>not against artillery fire</source>
        <translation>nicht gegen Artilleriebeschuss</translation>
    </message>
    <message>
        <source>when {1}</source>
        <translation>wenn {1}</translation>
    </message>
    <message>
        <source>Protection: {1}</source>
        <translation>Schutz: {1}</translation>
    </message>
    <message>
        <source>Protection: {1} ({2})</source>
        <translation>Schutz: {1} ({2})</translation>
    </message>
    <message>
        <source>{1}; {2}</source>
        <translation>{1}; {2}</translation>
    </message>
    <message>
        <source>{1} ({2})</source>
        <translation>{1} ({2})</translation>
    </message>
    <message>
        <source>stop on entering</source>
        <translation>Halt beim Betreten</translation>
    </message>
    <message>
        <source>stop on leaving</source>
        <translation>Halt beim Verlassen</translation>
    </message>
    <message>
        <source>leaders</source>
        <translation>Anführer</translation>
    </message>
    <message>
        <source>impassable to {1}</source>
        <translation>unpassierbar für {1}</translation>
    </message>
    <message>
        <source>roll to enter ({1})</source>
        <translation>Wurf beim Betreten ({1})</translation>
    </message>
    <message>
        <source>Movement: {1}</source>
        <translation>Bewegung: {1}</translation>
    </message>
    <message>
        <source>no restriction</source>
        <translation>keine Einschränkung</translation>
    </message>
    <message>
        <source>Battle after moving in: {1}</source>
        <translation>Kampf nach dem Hineinziehen: {1}</translation>
    </message>
    <message>
        <source>Battle into it: {1}</source>
        <translation>Kampf in das Feld: {1}</translation>
    </message>
    <message>
        <source>Battle out of it: {1}</source>
        <translation>Kampf aus dem Feld: {1}</translation>
    </message>
    <message>
        <source>Line of sight: {1}</source>
        <translation>Sichtlinie: {1}</translation>
    </message>
    <message>
        <source>{1} on the {2} side ({3})</source>
        <translation>{1} an der Seite {2} ({3})</translation>
    </message>
    <message>
        <source>not by {1}</source>
        <translation>nicht für {1}</translation>
    </message>
    <message>
        <source>only from a move that starts beside it</source>
        <translation>nur mit einer Bewegung, die daneben beginnt</translation>
    </message>
    <message>
        <source>stop after crossing</source>
        <translation>Halt nach dem Überqueren</translation>
    </message>
    <message>
        <source>no battle after crossing</source>
        <translation>kein Kampf nach dem Überqueren</translation>
    </message>
    <message>
        <source>Crossing: {1}</source>
        <translation>Überqueren: {1}</translation>
    </message>
    <message>
        <source>Battle across it into either hex: {1}</source>
        <translation>Kampf über sie hinweg in eines der beiden Felder: {1}</translation>
    </message>
    <message>
        <source>Battle across it into the hex it protects: {1}</source>
        <translation>Kampf über sie hinweg in das geschützte Feld: {1}</translation>
    </message>
    <message>
        <source>Battle out across it: {1}</source>
        <translation>Kampf über sie hinweg hinaus: {1}</translation>
    </message>
    <message>
        <source>Line of sight across it: {1}</source>
        <translation>Sichtlinie über sie hinweg: {1}</translation>
    </message>
    <message>
        <source>Open ground: no terrain effects.</source>
        <translation>Offenes Gelände: keine Geländeeffekte.</translation>
    </message>
    <message>
        <source>Unknown terrain “{1}”.</source>
        <translation>Unbekanntes Gelände „{1}“.</translation>
    </message>
    <message>
        <source>Unknown hex-side feature “{1}” on the {2} side.</source>
        <translation>Unbekanntes Feldseitenmerkmal „{1}“ an der Seite {2}.</translation>
    </message>
    <message>
        <source>either</source>
        <translation>beide Seiten</translation>
    </message>
    <message>
        <source>{1}th</source>
        <translation>{1}.</translation>
    </message>
    <message>
        <source>{1}st</source>
        <translation>{1}.</translation>
    </message>
    <message>
        <source>{1}nd</source>
        <translation>{1}.</translation>
    </message>
    <message>
        <source>{1}rd</source>
        <translation>{1}.</translation>
    </message>
    <message>
        <source>{1} ({2} hexes)</source>
        <translation>{1} ({2} Felder)</translation>
    </message>
    <message>
        <source>For both players</source>
        <translation>Beide Spieler</translation>
    </message>
    <message>
        <source>For no player</source>
        <translation>Kein Spieler</translation>
    </message>
    <message>
        <source>For the {1} player</source>
        <translation>{1}</translation>
    </message>
    <message>
        <source>{1} ({2}) / {3} ({4}) banners</source>
        <translation>{1} ({2}) / {3} ({4}) Siegesbanner</translation>
    </message>
    <message>
        <source>{1} banner</source>
        <translation>{1} Siegesbanner</translation>
    </message>
    <message>
        <source>{1} banners</source>
        <translation>{1} Siegesbanner</translation>
    </message>
    <message>
        <source>{1} to the {2} side</source>
        <translation>{1} für {2}</translation>
    </message>
    <message>
        <source>per hex free of enemy units</source>
        <translation>je Feld ohne feindliche Einheit</translation>
    </message>
    <message>
        <source>per hex occupied</source>
        <translation>je besetztem Feld</translation>
    </message>
    <message>
        <source>when every hex is free of enemy units</source>
        <translation>wenn kein Feld eine feindliche Einheit hält</translation>
    </message>
    <message>
        <source>when every hex is occupied</source>
        <translation>wenn alle Felder besetzt sind</translation>
    </message>
    <message>
        <source>while no hex holds an enemy unit</source>
        <translation>solange kein Feld eine feindliche Einheit hält</translation>
    </message>
    <message>
        <source>while a hex is occupied</source>
        <translation>solange ein Feld besetzt ist</translation>
    </message>
    <message>
        <source>{1} {2}; lost at once</source>
        <translation>{1} {2}; sofort wieder verloren</translation>
    </message>
    <message>
        <source>{1} {2} at the start of the side&apos;s turn; lost at once</source>
        <translation>{1} {2} zu Beginn des eigenen Zuges; sofort wieder verloren</translation>
    </message>
    <message>
        <source>{1} for an absolute majority of the group at the side&apos;s turn start</source>
        <translation>{1} für die absolute Mehrheit der Gruppe zu Beginn des eigenen Zuges</translation>
    </message>
    <message>
        <source>{1} {2}, kept for good</source>
        <translation>{1} {2}, endgültig errungen</translation>
    </message>
    <message>
        <source>{1} {2} at the side&apos;s turn start, kept for good (each hex once)</source>
        <translation>{1} {2} zu Beginn des eigenen Zuges, endgültig errungen (jedes Feld einmal)</translation>
    </message>
    <message>
        <source>{1} to the last side to occupy it</source>
        <translation>{1} für die Seite, die es zuletzt besetzt</translation>
    </message>
    <message>
        <source>{1} when the section is clear of enemy units at the turn start, again each turn it stays clear</source>
        <translation>{1}, wenn der Abschnitt zu Zugbeginn frei von feindlichen Einheiten ist, erneut in jedem Zug, in dem er frei bleibt</translation>
    </message>
    <message>
        <source>{1} per unit or lone leader leaving by the enemy baseline</source>
        <translation>{1} je Einheit oder einzelnem Anführer, die über die feindliche Grundlinie abzieht</translation>
    </message>
    <message>
        <source>{1} per unit leaving by the enemy baseline</source>
        <translation>{1} je Einheit, die über die feindliche Grundlinie abzieht</translation>
    </message>
    <message>
        <source>{1} per unit or lone leader leaving by the own baseline</source>
        <translation>{1} je Einheit oder einzelnem Anführer, die über die eigene Grundlinie abzieht</translation>
    </message>
    <message>
        <source>{1} per unit leaving by the own baseline</source>
        <translation>{1} je Einheit, die über die eigene Grundlinie abzieht</translation>
    </message>
    <message>
        <source>{1} while the enemy has no unit in the section, taken at the turn start</source>
        <translation>{1}, solange der Feind keine Einheit im Abschnitt hat, gewertet zu Zugbeginn</translation>
    </message>
    <message>
        <source>{1} while the enemy has no unit in a section, taken at the turn start</source>
        <translation>{1}, solange der Feind in einem Abschnitt keine Einheit hat, gewertet zu Zugbeginn</translation>
    </message>
    <message>
        <source>immediate victory for either side with a unit on the hexes at the start of its turn</source>
        <translation>sofortiger Sieg für jede Seite, die zu Beginn ihres Zuges eine Einheit auf den Feldern hat</translation>
    </message>
    <message>
        <source>immediate victory for the {1} side with a unit on the hexes at the start of its turn</source>
        <translation>sofortiger Sieg für {1} mit einer Einheit auf den Feldern zu Beginn des eigenen Zuges</translation>
    </message>
    <message>
        <source>{1} {2} at every turn start, kept for good; at most {3} a turn</source>
        <translation>{1} {2} zu jedem Zugbeginn, endgültig errungen; höchstens {3} pro Zug</translation>
    </message>
    <message>
        <source>{1} {2} at every turn start, kept for good</source>
        <translation>{1} {2} zu jedem Zugbeginn, endgültig errungen</translation>
    </message>
    <message>
        <source>{1}; only once both sides have gained {2} banners</source>
        <translation>{1}; erst wenn beide Seiten zusammen {2} Siegesbanner errungen haben</translation>
    </message>
    <message>
        <source>{1}; the {2} side holds it at the start</source>
        <translation>{1}; zu Beginn gehalten von {2}</translation>
    </message>
    <message>
        <source>{1} fires first</source>
        <translation>Zuerst feuert: {1}</translation>
    </message>
    <message>
        <source>{1} guns must retire</source>
        <translation>Geschütze ({1}) müssen sich zurückziehen</translation>
    </message>
    <message>
        <source>{1} join with {2} die</source>
        <translation>{1} feuern mit {2} Würfel mit</translation>
    </message>
    <message>
        <source>{1} join</source>
        <translation>{1} feuern mit</translation>
    </message>
    <message>
        <source>Opening cannonade: {1}</source>
        <translation>Eröffnungskanonade: {1}</translation>
    </message>
    <message>
        <source>Rivers and streams</source>
        <translation>Flüsse und Bäche</translation>
    </message>
    <message>
        <source>{1}: fordable</source>
        <translation>{1}: furtbar</translation>
    </message>
    <message>
        <source>{1}: impassable</source>
        <translation>{1}: unpassierbar</translation>
    </message>
    <message>
        <source>{1} without movement restriction</source>
        <translation>{1} ohne Bewegungseinschränkung</translation>
    </message>
    <message>
        <source>Fords</source>
        <translation>Furten</translation>
    </message>
    <message>
        <source>{1} crossed as a marsh; a block lost costs a rally check; {2} units crossing leave without a banner</source>
        <translation>{1} wird wie ein Sumpf überquert; ein verlorener Block kostet einen Sammelwurf; Einheiten ({2}), die ihn überqueren, verlassen den Spielplan ohne Siegesbanner</translation>
    </message>
    <message>
        <source>Creek</source>
        <translation>Bach</translation>
    </message>
    <message>
        <source>{1} plays as {2}</source>
        <translation>{1} gilt als {2}</translation>
    </message>
    <message>
        <source>First player: {1} dice each, most sabers; {2} on a tie</source>
        <translation>Erster Spieler: je {1} Würfel, die meisten Säbel; bei Gleichstand {2}</translation>
    </message>
    <message>
        <source>{1} units make a rally check after each combat</source>
        <translation>Einheiten ({1}) machen nach jedem Kampf einen Sammelwurf</translation>
    </message>
    <message>
        <source>{1} {2} make a rally check after each combat</source>
        <translation>{2} ({1}) machen nach jedem Kampf einen Sammelwurf</translation>
    </message>
    <message>
        <source>{1} units hit without retreating make a rally check</source>
        <translation>Einheiten ({1}), die Treffer erleiden, ohne zurückzuweichen, machen einen Sammelwurf</translation>
    </message>
    <message>
        <source>{1} units ordered back toward their baseline make a rally check</source>
        <translation>Einheiten ({1}), die zur eigenen Grundlinie zurück befohlen werden, machen einen Sammelwurf</translation>
    </message>
    <message>
        <source>{1} retreat and rally as {2}</source>
        <translation>{1} weichen zurück und sammeln sich wie {2}</translation>
    </message>
    <message>
        <source>Once per battle: a {1} {2} ordered with lost blocks gets one back</source>
        <translation>Einmal pro Schlacht: {2} ({1}), mit verlorenen Blöcken befohlen, erhält einen Block zurück</translation>
    </message>
    <message>
        <source>unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>Rain: no ranged dice bonus from {1}</source>
        <translation>Regen: kein Fernkampf-Würfelbonus durch {1}</translation>
    </message>
    <message>
        <source>{1} die</source>
        <translation>{1} Würfel</translation>
    </message>
    <message>
        <source>{1} dice</source>
        <translation>{1} Würfel</translation>
    </message>
    <message>
        <source>{1} hex</source>
        <translation>{1} Feld</translation>
    </message>
    <message>
        <source>{1} hexes</source>
        <translation>{1} Feldern</translation>
    </message>
    <message>
        <source>{1} ({2}) fires {3} at an enemy unit on {4} in the opening cannonade</source>
        <translation>{1} ({2}) feuert in der Eröffnungskanonade auf eine feindliche Einheit auf {4}: {3}</translation>
    </message>
    <message>
        <source>{1} or {2}</source>
        <translation>{1} oder {2}</translation>
    </message>
    <message>
        <source>{1} ({2}) fires {3} at an enemy unit on {4} in the opening cannonade and in each turn of {5}</source>
        <translation>{1} ({2}) feuert in der Eröffnungskanonade und in jedem Zug mit {5} auf eine feindliche Einheit auf {4}: {3}</translation>
    </message>
    <message>
        <source>{1} retreat only toward {2}</source>
        <translation>{1} weichen nur nach {2} zurück</translation>
    </message>
    <message>
        <source>{1}: after playing a Scout card, may take 1 permanent banner and draw 1 Command card instead of the card&apos;s draws (not the banner that would win the battle)</source>
        <translation>{1}: darf nach dem Ausspielen einer Späherkarte statt deren Nachziehens 1 dauerhaftes Siegesbanner nehmen und 1 Befehlskarte ziehen (nicht das Siegesbanner, das die Schlacht gewinnen würde)</translation>
    </message>
    <message>
        <source>{1}: a permanent banner for each Scout card played</source>
        <translation>{1}: ein dauerhaftes Siegesbanner für jede gespielte Späherkarte</translation>
    </message>
    <message>
        <source>{1}: the battle is lost unless won by the end of the {2} card play</source>
        <translation>{1}: Die Schlacht ist verloren, wenn sie nicht bis zum Ende des {2} Kartenausspielens gewonnen ist</translation>
    </message>
    <message>
        <source>{1}: no Command card drawn at the end of the turn</source>
        <translation>{1}: am Ende des Zuges wird keine Befehlskarte nachgezogen</translation>
    </message>
    <message>
        <source>{1}: {2} drawn at the end of the turn until the hand holds {3}</source>
        <translation>{1}: am Ende des Zuges {2} nachziehen, bis die Hand {3} Karten hält</translation>
    </message>
    <message>
        <source>{1} Command card</source>
        <translation>{1} Befehlskarte</translation>
    </message>
    <message>
        <source>{1} Command cards</source>
        <translation>{1} Befehlskarten</translation>
    </message>
    <message>
        <source>First player: both reveal a Command card, the Section card ordering fewest units moves first; {1} on a tie</source>
        <translation>Erster Spieler: Beide decken eine Befehlskarte auf, wer mit einer Abschnittskarte die wenigsten Einheiten befiehlt, beginnt; bei Gleichstand {1}</translation>
    </message>
    <message>
        <source>leader of a routed unit</source>
        <translation>Anführer einer geflohenen Einheit</translation>
    </message>
    <message>
        <source>leader casualty dice</source>
        <translation>Verlustwürfel für den Anführer</translation>
    </message>
    <message>
        <source>Chief marker</source>
        <translation>Anführermarker</translation>
    </message>
    <message>
        <source>wetland</source>
        <translation>Feuchtgebiet</translation>
    </message>
    <message>
        <source>melee dice</source>
        <translation>Nahkampfwürfel</translation>
    </message>
    <message>
        <source>full strength</source>
        <translation>volle Stärke</translation>
    </message>
    <message>
        <source>attached leader</source>
        <translation>zugeordneter Anführer</translation>
    </message>
    <message>
        <source>{1} attacking across the {2}</source>
        <translation>{1} greift über {2} an</translation>
    </message>
    <message>
        <source>{1} battling out across the {2}</source>
        <translation>{1} kämpft über {2} hinweg</translation>
    </message>
    <message>
        <source>moved onto {1}</source>
        <translation>auf {1} gezogen</translation>
    </message>
    <message>
        <source>{1} battling from {2}</source>
        <translation>{1} kämpft aus {2} heraus</translation>
    </message>
    <message>
        <source>{1} into {2}</source>
        <translation>{1} gegen ein Ziel in {2}</translation>
    </message>
    <message>
        <source>Highland battle bonus</source>
        <translation>Highland-Kampfbonus</translation>
    </message>
    <message>
        <source>Highland charge</source>
        <translation>Highland-Angriff</translation>
    </message>
    <message>
        <source>cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>moved this turn</source>
        <translation>in diesem Zug bewegt</translation>
    </message>
    <message>
        <source>battle notes: fires with {1}</source>
        <translation>Schlachtnotizen: feuert mit {1}</translation>
    </message>
    <message>
        <source>{1} marker</source>
        <translation>{1}-Marker</translation>
    </message>
    <message>
        <source>a supporting unit and the fence</source>
        <translation>eine unterstützende Einheit und der Zaun</translation>
    </message>
    <message>
        <source>two supporting units</source>
        <translation>zwei unterstützende Einheiten</translation>
    </message>
    <message>
        <source>a lone friendly leader adjacent</source>
        <translation>ein einzelner eigener Anführer angrenzend</translation>
    </message>
    <message>
        <source>Highland at full strength</source>
        <translation>Highland mit voller Stärke</translation>
    </message>
    <message>
        <source>never more than 2 flags</source>
        <translation>nie mehr als 2 Flaggen</translation>
    </message>
    <message>
        <source>blocks</source>
        <translation>Blöcke</translation>
    </message>
    <message>
        <source>retreat forced by a cavalry melee</source>
        <translation>Rückzug durch einen Kavallerie-Nahkampf erzwungen</translation>
    </message>
    <message>
        <source>retire and rally</source>
        <translation>ausweichen und sammeln</translation>
    </message>
    <message>
        <source>at least one die</source>
        <translation>mindestens ein Würfel</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>Flagge</translation>
    </message>
    <message>
        <source>saber</source>
        <translation>Säbel</translation>
    </message>
    <message>
        <source>{1} melee dice</source>
        <translation>{1} Nahkampfwürfel</translation>
    </message>
    <message>
        <source>Rally check for {1}: {2}</source>
        <translation>Sammelwurf für {1}: {2}</translation>
    </message>
    <message>
        <source>Leader check for {1}, his unit routed: {2}</source>
        <translation>Anführerwurf für {1}, seine Einheit ist geflohen: {2}</translation>
    </message>
    <message>
        <source>Leader casualty check for {1}: {2}</source>
        <translation>Verlustwurf für {1}: {2}</translation>
    </message>
    <message>
        <source>Chief marker check for {1}: {2}</source>
        <translation>Anführermarker-Wurf für {1}: {2}</translation>
    </message>
    <message>
        <source>Escape of {1} through {2}: {3}</source>
        <translation>Entkommen von {1} durch {2}: {3}</translation>
    </message>
    <message>
        <source>Wetland roll for {1}: {2}</source>
        <translation>Feuchtgebietswurf für {1}: {2}</translation>
    </message>
    <message>
        <source>{1}: {2}</source>
        <translation>{1}: {2}</translation>
    </message>
    <message>
        <source>{1} — {2}</source>
        <translation>{1} — {2}</translation>
    </message>
    <message>
        <source>rallies</source>
        <translation>sammelt sich</translation>
    </message>
    <message>
        <source>no flag: routs</source>
        <translation>keine Flagge: flieht</translation>
    </message>
    <message>
        <source>he retreats</source>
        <translation>er weicht zurück</translation>
    </message>
    <message>
        <source>no flag: eliminated</source>
        <translation>keine Flagge: ausgeschieden</translation>
    </message>
    <message>
        <source>marker removed</source>
        <translation>Marker entfernt</translation>
    </message>
    <message>
        <source>marker stays</source>
        <translation>Marker bleibt</translation>
    </message>
    <message>
        <source>hit: eliminated</source>
        <translation>getroffen: ausgeschieden</translation>
    </message>
    <message>
        <source>escapes</source>
        <translation>entkommt</translation>
    </message>
    <message>
        <source>{1} won.</source>
        <translation>Sieg für {1}.</translation>
    </message>
    <message>
        <source>{1} is attacked by {2} ({3}): retire and rally, or stand?</source>
        <translation>{1} wird von {2} ({3}) angegriffen: ausweichen und sammeln oder standhalten?</translation>
    </message>
    <message>
        <source>{1} is attacked by {2}: retire and rally, or stand?</source>
        <translation>{1} wird von {2} angegriffen: ausweichen und sammeln oder standhalten?</translation>
    </message>
    <message>
        <source>{1} received {2} and may ignore up to {3}.</source>
        <translation>{1} hat {2} erhalten und darf bis zu {3} ignorieren.</translation>
    </message>
    <message>
        <source>{1} Why: {2}.</source>
        <translation>{1} Warum: {2}.</translation>
    </message>
    <message>
        <source>{1} must retreat {2}: choose where.</source>
        <translation>{1} muss noch {2} zurückweichen: Wohin?</translation>
    </message>
    <message>
        <source>{1} more hex</source>
        <translation>{1} Feld</translation>
    </message>
    <message>
        <source>{1} more hexes</source>
        <translation>{1} Felder</translation>
    </message>
    <message>
        <source>{1} retires 2 hexes: choose the path.</source>
        <translation>{1} weicht 2 Felder aus: Wählen Sie den Weg.</translation>
    </message>
    <message>
        <source>{1} must retreat: choose his path.</source>
        <translation>{1} muss zurückweichen: Wählen Sie seinen Weg.</translation>
    </message>
    <message>
        <source>{1} may take ground at {2}.</source>
        <translation>{1} darf auf {2} nachrücken.</translation>
    </message>
    <message>
        <source>{1} may make a bonus melee.</source>
        <translation>{1} darf einen Bonus-Nahkampf führen.</translation>
    </message>
    <message>
        <source>{1} may battle back against {2} ({3}).</source>
        <translation>{1} darf gegen {2} zurückschlagen ({3}).</translation>
    </message>
    <message>
        <source>{1} may battle back against {2}.</source>
        <translation>{1} darf gegen {2} zurückschlagen.</translation>
    </message>
    <message>
        <source>{1} may retire 2 hexes after firing.</source>
        <translation>{1} darf sich nach dem Feuern 2 Felder zurückziehen.</translation>
    </message>
    <message>
        <source>{1} is attacked by {2} ({3}): play a card in reaction, or not?</source>
        <translation>{1} wird von {2} ({3}) angegriffen: als Reaktion eine Karte ausspielen oder nicht?</translation>
    </message>
    <message>
        <source>{1} is attacked by {2}: play a card in reaction, or not?</source>
        <translation>{1} wird von {2} angegriffen: als Reaktion eine Karte ausspielen oder nicht?</translation>
    </message>
    <message>
        <source>Opening cannonade: fire a gun, or fire no more.</source>
        <translation>Eröffnungskanonade: ein Geschütz feuern lassen oder nicht mehr feuern.</translation>
    </message>
    <message>
        <source>Play a Command card.</source>
        <translation>Eine Befehlskarte ausspielen.</translation>
    </message>
    <message>
        <source>Order units and leaders the card allows, then end orders.</source>
        <translation>Die Einheiten und Anführer befehligen, die die Karte erlaubt, dann die Befehle beenden.</translation>
    </message>
    <message>
        <source>Move {1}: choose the next hex, or stop.</source>
        <translation>{1} bewegen: das nächste Feld wählen oder anhalten.</translation>
    </message>
    <message>
        <source>Choose an ordered piece to move, or end movement.</source>
        <translation>Eine befohlene Figur zum Bewegen wählen oder die Bewegung beenden.</translation>
    </message>
    <message>
        <source>Choose a target for an ordered unit, or end combat.</source>
        <translation>Ein Ziel für eine befohlene Einheit wählen oder den Kampf beenden.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>End of turn: keep a drawn card, take a banner, or discard a Combat card to reposition a leader.</source>
        <translation>Zugende: eine gezogene Karte behalten, ein Siegesbanner nehmen oder eine Kampfkarte abwerfen, um einen Anführer zu versetzen.</translation>
    </message>
    <message>
        <source>Choose a Command card to reveal: the higher card moves first.</source>
        <translation>Eine Befehlskarte zum Aufdecken wählen: Die höhere Karte zieht zuerst.</translation>
    </message>
    <message>
        <source>{1} from off the board</source>
        <translation>{1} von außerhalb des Spielplans</translation>
    </message>
    <message>
        <source>{1} melee</source>
        <translation>{1} Nahkampf</translation>
    </message>
    <message>
        <source>{1} at range {2}</source>
        <translation>{1} auf Entfernung {2}</translation>
    </message>
    <message>
        <source>{1} die: {2}</source>
        <translation>{1} Würfel: {2}</translation>
    </message>
    <message>
        <source>{1} dice: {2}</source>
        <translation>{1} Würfel: {2}</translation>
    </message>
    <message>
        <source>entering {1}</source>
        <translation>Betreten von {1}</translation>
    </message>
    <message>
        <source>leaving {1}</source>
        <translation>Verlassen von {1}</translation>
    </message>
    <message>
        <source>crossing the {1}</source>
        <translation>Überqueren von {1}</translation>
    </message>
    <message>
        <source>joining a lone friendly leader</source>
        <translation>Anschluss an einen einzelnen eigenen Anführer</translation>
    </message>
    <message>
        <source>must stop: {1}</source>
        <translation>muss anhalten: {1}</translation>
    </message>
    <message>
        <source>a die is rolled on entering {1}</source>
        <translation>beim Betreten von {1} wird ein Würfel geworfen</translation>
    </message>
    <message>
        <source>leaves the battlefield</source>
        <translation>verlässt das Schlachtfeld</translation>
    </message>
    <message>
        <source>along the road</source>
        <translation>entlang der Straße</translation>
    </message>
    <message>
        <source>bend</source>
        <translation>Biegung</translation>
    </message>
    <message>
        <source>end</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>fork</source>
        <translation>Gabelung</translation>
    </message>
    <message>
        <source>sharp</source>
        <translation>Knick</translation>
    </message>
    <message>
        <source>straight</source>
        <translation>gerade</translation>
    </message>
    <message>
        <source>the {1} section</source>
        <translation>Abschnitt {1}</translation>
    </message>
    <message>
        <source>the {1} sections</source>
        <translation>Abschnitte {1}</translation>
    </message>
    <message>
        <source>unit or leader</source>
        <translation>Einheit oder Anführer</translation>
    </message>
    <message>
        <source>units or leaders</source>
        <translation>Einheiten oder Anführer</translation>
    </message>
    <message>
        <source>{1} unit</source>
        <translation>Einheit der {1}</translation>
    </message>
    <message>
        <source>{1} units</source>
        <translation>Einheiten der {1}</translation>
    </message>
    <message>
        <source>units</source>
        <translation>Einheiten</translation>
    </message>
    <message>
        <source>Hessian {1}</source>
        <translation>hessische {1}</translation>
    </message>
    <message>
        <source>{1} of the {2} army</source>
        <translation>{1} der Armee {2}</translation>
    </message>
    <message>
        <source>{1} of the {2} armies</source>
        <translation>{1} der Armeen {2}</translation>
    </message>
    <message>
        <source>order {1} {2} in {3}</source>
        <translation>Befehle an {1} {2}, {3}</translation>
    </message>
    <message>
        <source>order {1} {2} anywhere</source>
        <translation>Befehle an {1} {2}, überall</translation>
    </message>
    <message>
        <source>order as many {1} as you hold Command cards, this one included</source>
        <translation>Befehle an so viele {1}, wie Sie Befehlskarten halten, diese eingeschlossen</translation>
    </message>
    <message>
        <source>order a line of contiguous units and lone leaders, up to {1}</source>
        <translation>Befehle an eine Linie zusammenhängender Einheiten und einzelner Anführer, bis zu {1}</translation>
    </message>
    <message>
        <source>order a line of contiguous units and lone leaders</source>
        <translation>Befehle an eine Linie zusammenhängender Einheiten und einzelner Anführer</translation>
    </message>
    <message>
        <source>order a leader, his unit and up to {1} more in a contiguous string; units adjacent to him without a leader roll 1 more die</source>
        <translation>Befehle an einen Anführer, seine Einheit und bis zu {1} weitere in einer zusammenhängenden Kette; Einheiten neben ihm ohne Anführer würfeln 1 Würfel mehr</translation>
    </message>
    <message>
        <source>order a leader in {1}, his unit and up to {2} more in a contiguous string; units adjacent to him without a leader roll 1 more die</source>
        <translation>Befehle an einen Anführer im {1}, seine Einheit und bis zu {2} weitere in einer zusammenhängenden Kette; Einheiten neben ihm ohne Anführer würfeln 1 Würfel mehr</translation>
    </message>
    <message>
        <source>{1} fewer die</source>
        <translation>{1} Würfel weniger</translation>
    </message>
    <message>
        <source>{1} fewer dice</source>
        <translation>{1} Würfel weniger</translation>
    </message>
    <message>
        <source>{1} more die</source>
        <translation>{1} Würfel mehr</translation>
    </message>
    <message>
        <source>{1} more dice</source>
        <translation>{1} Würfel mehr</translation>
    </message>
    <message>
        <source>{1} roll {2} in ranged combat</source>
        <translation>{1} würfeln im Fernkampf {2}</translation>
    </message>
    <message>
        <source>{1} roll {2} in melee</source>
        <translation>{1} würfeln im Nahkampf {2}</translation>
    </message>
    <message>
        <source>{1} roll {2}</source>
        <translation>{1} würfeln {2}</translation>
    </message>
    <message>
        <source>{1} move at most {2} hex</source>
        <translation>{1} ziehen höchstens {2} Feld</translation>
    </message>
    <message>
        <source>{1} move at most {2} hexes</source>
        <translation>{1} ziehen höchstens {2} Felder</translation>
    </message>
    <message>
        <source>{1} lose no die for moving</source>
        <translation>{1} verlieren für die Bewegung keinen Würfel</translation>
    </message>
    <message>
        <source>ordered units may not melee</source>
        <translation>Einheiten mit Befehl dürfen keinen Nahkampf führen</translation>
    </message>
    <message>
        <source>the attacked unit battles first and may not battle back</source>
        <translation>die angegriffene Einheit kämpft zuerst und darf nicht zurückschlagen</translation>
    </message>
    <message>
        <source>the attacked {1} may retire 2 hexes before the melee roll</source>
        <translation>die angegriffenen {1} dürfen vor dem Nahkampfwurf 2 Felder ausweichen</translation>
    </message>
    <message>
        <source>at the end of the turn draw {1} Command cards and keep {2}</source>
        <translation>am Ende des Zuges {1} Befehlskarten ziehen und {2} behalten</translation>
    </message>
    <message>
        <source>at the end of the turn draw {1} Combat card</source>
        <translation>am Ende des Zuges {1} Kampfkarte ziehen</translation>
    </message>
    <message>
        <source>at the end of the turn draw {1} Combat cards</source>
        <translation>am Ende des Zuges {1} Kampfkarten ziehen</translation>
    </message>
    <message>
        <source>at the end of the turn the discards and the deck are shuffled together</source>
        <translation>am Ende des Zuges werden Ablagestapel und Kartenstapel zusammen gemischt</translation>
    </message>
    <message>
        <source>roll {1} dice: each unit symbol returns a block</source>
        <translation>{1} Würfel werfen: jedes Einheitensymbol bringt einen Block zurück</translation>
    </message>
    <message>
        <source>roll a die for each Command card in hand: each unit symbol returns a block</source>
        <translation>je Befehlskarte auf der Hand einen Würfel werfen: jedes Einheitensymbol bringt einen Block zurück</translation>
    </message>
    <message>
        <source>{1}.</source>
        <translation>{1}.</translation>
    </message>
    <message>
        <source>Play in lieu of your Command card (no Command draw; it cannot be countered).</source>
        <translation>Statt der Befehlskarte zu spielen (kein Nachziehen einer Befehlskarte; sie kann nicht gekontert werden).</translation>
    </message>
    <message>
        <source>Play on an ordered unit before it battles.</source>
        <translation>Auf eine Einheit mit Befehl zu spielen, bevor sie kämpft.</translation>
    </message>
    <message>
        <source>Play out of turn when a unit of yours is attacked in melee.</source>
        <translation>Außerhalb des eigenen Zuges zu spielen, wenn eine eigene Einheit im Nahkampf angegriffen wird.</translation>
    </message>
    <message>
        <source>{1} {2} unit</source>
        <translation>{1} Einheit der {2}</translation>
    </message>
    <message>
        <source>{1} {2} units</source>
        <translation>{1} Einheiten der {2}</translation>
    </message>
    <message>
        <source>no {1} unit on its hexes</source>
        <translation>keine Einheit der {1} auf seinen Feldern</translation>
    </message>
    <message>
        <source>{1} on its hexes</source>
        <translation>{1} auf seinen Feldern</translation>
    </message>
    <message>
        <source>{1} and {2}</source>
        <translation>{1} und {2}</translation>
    </message>
    <message>
        <source>{1} holds {2}</source>
        <translation>{1} hält {2}</translation>
    </message>
    <message>
        <source>paid on leaving the board</source>
        <translation>gezahlt beim Verlassen des Spielplans</translation>
    </message>
    <message>
        <source>nobody holds it</source>
        <translation>niemand hält es</translation>
    </message>
    <message>
        <source>placed with {1} at the start</source>
        <translation>zu Beginn bei {1} aufgestellt</translation>
    </message>
    <message>
        <source>{1} occupied it last</source>
        <translation>{1} hat es zuletzt besetzt</translation>
    </message>
    <message>
        <source>nobody has occupied it yet</source>
        <translation>noch niemand hat es besetzt</translation>
    </message>
    <message>
        <source>{1} against {2} {3}: no majority</source>
        <translation>{1} gegen {2} der {3}: keine Mehrheit</translation>
    </message>
    <message>
        <source>{1} against {2} {3}</source>
        <translation>{1} gegen {2} der {3}</translation>
    </message>
    <message>
        <source>no {1} unit in the section</source>
        <translation>keine Einheit der {1} im Abschnitt</translation>
    </message>
    <message>
        <source>a unit leaving by the enemy&apos;s baseline scores it</source>
        <translation>eine Einheit, die den Spielplan über die gegnerische Grundlinie verlässt, erzielt es</translation>
    </message>
    <message>
        <source>a unit leaving by its own baseline scores it</source>
        <translation>eine Einheit, die den Spielplan über die eigene Grundlinie verlässt, erzielt es</translation>
    </message>
    <message>
        <source>taken at the start of the side&apos;s turn, not yet begun</source>
        <translation>wird zu Beginn des Zuges der Seite gewertet, der noch nicht begonnen hat</translation>
    </message>
    <message>
        <source>can never be scored by {1}: it is for the other side only</source>
        <translation>kann nie von {1} erzielt werden: es gilt nur für die andere Seite</translation>
    </message>
    <message>
        <source>can never be scored by {1}: it has no unit</source>
        <translation>kann nie von {1} erzielt werden: sie hat keine Einheit</translation>
    </message>
    <message>
        <source>can never be scored by {1}: its hexes are impassable to every {1} unit</source>
        <translation>kann nie von {1} erzielt werden: seine Felder sind für jede Einheit der {1} unpassierbar</translation>
    </message>
    <message>
        <source>can never be scored by {1}: none of its hexes is on the baseline it must leave by</source>
        <translation>kann nie von {1} erzielt werden: keines seiner Felder liegt auf der Grundlinie, über die sie den Spielplan verlassen muss</translation>
    </message>
    <message>
        <source>the edge of the battlefield blocks the line</source>
        <translation>der Rand des Schlachtfelds versperrt die Linie</translation>
    </message>
    <message>
        <source>unit {1} at {2} blocks the line</source>
        <translation>Einheit {1} auf {2} versperrt die Linie</translation>
    </message>
    <message>
        <source>leader {1} at {2} blocks the line</source>
        <translation>Anführer {1} auf {2} versperrt die Linie</translation>
    </message>
    <message>
        <source>{1} at {2} blocks the line</source>
        <translation>{1} auf {2} versperrt die Linie</translation>
    </message>
    <message>
        <source>the hill at {1} hides {2} from the low ground</source>
        <translation>der Hügel auf {1} verdeckt {2} vom tiefer gelegenen Gelände aus</translation>
    </message>
    <message>
        <source>the hill at {1} hides {2} from {3}</source>
        <translation>der Hügel auf {1} verdeckt {2} von {3} aus</translation>
    </message>
    <message>
        <source>both {1} and {2} along the line are obstructed</source>
        <translation>{1} und {2} entlang der Linie sind beide versperrt</translation>
    </message>
    <message>
        <source>{1} is obstructed and the line runs along the edge of the battlefield</source>
        <translation>{1} ist versperrt, und die Linie läuft am Rand des Schlachtfelds entlang</translation>
    </message>
    <message>
        <source>the {1} on the {2} side of {3} blocks the line</source>
        <translation>{1} an der Seite {2} von {3} versperrt die Linie</translation>
    </message>
    <message>
        <source>the integer {1} is too large; use a value in range (at {2})</source>
        <translation>die ganze Zahl {1} ist zu groß; nehmen Sie einen Wert im zulässigen Bereich (bei {2})</translation>
    </message>
    <message>
        <source>binary values are not JSON (at {1})</source>
        <translation>binäre Werte sind kein JSON (bei {1})</translation>
    </message>
    <message>
        <source>a string of {1} bytes is longer than the limit of {2} bytes; shorten it</source>
        <translation>ein Text von {1} Bytes ist länger als die Grenze von {2} Bytes; kürzen Sie ihn</translation>
    </message>
    <message>
        <source>a key is longer than the limit of {1} bytes</source>
        <translation>ein Schlüssel ist länger als die Grenze von {1} Bytes</translation>
    </message>
    <message>
        <source>the key {1} appears twice in the same object; keep one</source>
        <translation>der Schlüssel {1} steht zweimal im selben Objekt; behalten Sie einen</translation>
    </message>
    <message>
        <source>a number is too large to represent; use a value in range (at {1})</source>
        <translation>eine Zahl ist zu groß, um sie darzustellen; nehmen Sie einen Wert im zulässigen Bereich (bei {1})</translation>
    </message>
    <message>
        <source>the file is not valid UTF-8 text ({1}) (at {2})</source>
        <translation>die Datei ist kein gültiger UTF-8-Text ({1}) (bei {2})</translation>
    </message>
    <message>
        <source>not valid JSON: {1} (at {2})</source>
        <translation>kein gültiges JSON: {1} (bei {2})</translation>
    </message>
    <message>
        <source>nesting is deeper than the limit of {1} levels; no valid file nests this deep</source>
        <translation>die Verschachtelung ist tiefer als die Grenze von {1} Ebenen; keine gültige Datei ist so tief verschachtelt</translation>
    </message>
    <message>
        <source>line {1}, column {2}</source>
        <translation>Zeile {1}, Spalte {2}</translation>
    </message>
    <message>
        <source>the file is {1} bytes, more than the limit of {2} bytes (4 MiB); no valid file is this large</source>
        <translation>die Datei hat {1} Bytes, mehr als die Grenze von {2} Bytes (4 MiB); keine gültige Datei ist so groß</translation>
    </message>
    <message>
        <source>the file is empty; it must hold a JSON object</source>
        <translation>die Datei ist leer; sie muss ein JSON-Objekt enthalten</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text (byte {1} at {2}); save it as UTF-8</source>
        <translation>die Datei ist kein UTF-8-Text (Byte {1} bei {2}); speichern Sie sie als UTF-8</translation>
    </message>
    <message>
        <source>the file holds a NUL byte at {1}; JSON text never does (is it a binary file, or two files joined?)</source>
        <translation>die Datei enthält ein NUL-Byte bei {1}; JSON-Text enthält nie eines (ist es eine Binärdatei oder sind zwei Dateien aneinandergehängt?)</translation>
    </message>
    <message>
        <source>{1} (kind &quot;{2}&quot;) {3}</source>
        <translation>{1} (Art „{2}“): {3}</translation>
    </message>
    <message>
        <source>{1} (kind &quot;{2}&quot;) {3}; {4}</source>
        <translation>{1} (Art „{2}“): {3}; {4}</translation>
    </message>
    <message>
        <source>{1} (kind &quot;{2}&quot;) {3}; {4}; {5}</source>
        <translation>{1} (Art „{2}“): {3}; {4}; {5}</translation>
    </message>
    <message>
        <source>{1} (kind &quot;{2}&quot;) {3}; {4}; {5}; {6}</source>
        <translation>{1} (Art „{2}“): {3}; {4}; {5}; {6}</translation>
    </message>
    <message>
        <source>{1} (kind &quot;{2}&quot;) {3}; {4}; {5}; {6}; {7}</source>
        <translation>{1} (Art „{2}“): {3}; {4}; {5}; {6}; {7}</translation>
    </message>
    <message>
        <source>{1} (kind &quot;{2}&quot;) {3}; {4}; {5}; {6}; {7}; {8}</source>
        <translation>{1} (Art „{2}“): {3}; {4}; {5}; {6}; {7}; {8}</translation>
    </message>
    <message>
        <source>{1} (kind &quot;{2}&quot;) {3}; {4}; {5}; {6}; {7}; {8}; {9}</source>
        <translation>{1} (Art „{2}“): {3}; {4}; {5}; {6}; {7}; {8}; {9}</translation>
    </message>
    <message>
        <source>missing {1}</source>
        <translation>{1} fehlt</translation>
    </message>
    <message>
        <source>unknown key {1} (a typo?)</source>
        <translation>unbekannter Schlüssel {1} (ein Tippfehler?)</translation>
    </message>
    <message>
        <source>unknown key {1} (a typo?); allowed here: {2}</source>
        <translation>unbekannter Schlüssel {1} (ein Tippfehler?); hier erlaubt: {2}</translation>
    </message>
    <message>
        <source>{1} has kind {2}, which is no known &quot;kind&quot;; use one of {3}</source>
        <translation>{1} hat die Art {2}, die keine bekannte „kind“ ist; nehmen Sie eine von {3}</translation>
    </message>
    <message>
        <source>{1} has no known &quot;kind&quot;; use one of {2}</source>
        <translation>{1} hat keine bekannte „kind“; nehmen Sie eine von {2}</translation>
    </message>
    <message>
        <source>{1} must be {2}, not {3}</source>
        <translation>{1} muss {2} sein, nicht {3}</translation>
    </message>
    <message>
        <source>the number is too large for this place</source>
        <translation>die Zahl ist für diese Stelle zu groß</translation>
    </message>
    <message>
        <source>one of {1}</source>
        <translation>eines von {1}</translation>
    </message>
    <message>
        <source>a whole number from {1} to {2}</source>
        <translation>eine ganze Zahl von {1} bis {2}</translation>
    </message>
    <message>
        <source>a whole number of at least {1}</source>
        <translation>eine ganze Zahl von mindestens {1}</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <source>16 lower-case hex digits</source>
        <translation>16 kleingeschriebene Hexadezimalziffern</translation>
    </message>
    <message>
        <source>a lower-case id (letters, digits, &apos;-&apos;, at most 48 characters)</source>
        <translation>eine kleingeschriebene Kennung (Buchstaben, Ziffern, &apos;-&apos;, höchstens 48 Zeichen)</translation>
    </message>
    <message>
        <source>text of at most {1} characters</source>
        <translation>ein Text von höchstens {1} Zeichen</translation>
    </message>
    <message>
        <source>text</source>
        <translation>ein Text</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <source>at most {1} items</source>
        <translation>höchstens {1} Einträge</translation>
    </message>
    <message>
        <source>at least {1} items</source>
        <translation>mindestens {1} Einträge</translation>
    </message>
    <message>
        <source>at most {1} keys</source>
        <translation>höchstens {1} Schlüssel</translation>
    </message>
    <message>
        <source>at least {1} keys</source>
        <translation>mindestens {1} Schlüssel</translation>
    </message>
    <message>
        <source>{1} must have {2}</source>
        <translation>{1} muss {2} haben</translation>
    </message>
    <message>
        <source>{1} must have {2}, not {3}</source>
        <translation>{1} muss {2} haben, nicht {3}</translation>
    </message>
    <message>
        <source>{1} must not be empty; give it at least {2} characters</source>
        <translation>{1} darf nicht leer sein; geben Sie mindestens {2} Zeichen ein</translation>
    </message>
    <message>
        <source>{1} must not be empty</source>
        <translation>{1} darf nicht leer sein</translation>
    </message>
    <message>
        <source>{1} must be text of at least {2} characters, not {3}</source>
        <translation>{1} muss ein Text von mindestens {2} Zeichen sein, nicht {3}</translation>
    </message>
    <message>
        <source>{1} must be text of at most {2} characters, not {3}</source>
        <translation>{1} muss ein Text von höchstens {2} Zeichen sein, nicht {3}</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>fehlend</translation>
    </message>
    <message>
        <source>a text of {1} characters</source>
        <translation>ein Text von {1} Zeichen</translation>
    </message>
    <message>
        <source>is missing {1}</source>
        <translation>es fehlt {1}</translation>
    </message>
    <message>
        <source>has unknown key {1}</source>
        <translation>hat den unbekannten Schlüssel {1}</translation>
    </message>
    <message>
        <source>has a field of the wrong shape</source>
        <translation>hat ein Feld der falschen Form</translation>
    </message>
    <message>
        <source>the file</source>
        <translation>die Datei</translation>
    </message>
    <message>
        <source>item {1} of {2}</source>
        <translation>Eintrag {1} von {2}</translation>
    </message>
    <message>
        <source>the schema check failed: {1}</source>
        <translation>die Schemaprüfung ist fehlgeschlagen: {1}</translation>
    </message>
    <message>
        <source>further schema errors not shown</source>
        <translation>weitere Schemafehler nicht angezeigt</translation>
    </message>
    <message>
        <source>its own symbol</source>
        <translation>ihr eigenes Symbol</translation>
    </message>
    <message>
        <source>a unit goes on only on {1}</source>
        <translation>eine Einheit zieht nur bei {1} weiter</translation>
    </message>
    <message>
        <source>a unit loses a block and stops on {1}</source>
        <translation>eine Einheit verliert bei {1} einen Block und hält an</translation>
    </message>
    <message>
        <source>a lone leader goes on only on {1}</source>
        <translation>ein einzelner Anführer zieht nur bei {1} weiter</translation>
    </message>
    <message>
        <source>a lone leader is lost on {1}</source>
        <translation>ein einzelner Anführer geht bei {1} verloren</translation>
    </message>
    <message>
        <source>on retreats too</source>
        <translation>auch beim Rückzug</translation>
    </message>
    <message>
        <source>terrain {1}: a roll on a retreat that stops the piece unless a face shows is not implemented by this engine yet; set retreats to false</source>
        <translation>Gelände {1}: ein Wurf beim Rückzug, der die Figur anhält, wenn eine Seite nicht fällt, ist in dieser Engine noch nicht umgesetzt; setzen Sie retreats auf false</translation>
    </message>
    <message>
        <source>rules {1}: {2} is not implemented by this engine yet; write {3}, Tricorne&apos;s, or leave it out</source>
        <translation>Regeln {1}: {2} ist in dieser Engine noch nicht umgesetzt; schreiben Sie {3}, den Wert von Tricorne, oder lassen Sie das Feld weg</translation>
    </message>
    <message>
        <source>the dotted lines must run through two columns inside the board, the left one first: columns 1 to {1}</source>
        <translation>die gestrichelten Linien müssen durch zwei Spalten innerhalb des Spielplans laufen, die linke zuerst: Spalten 1 bis {1}</translation>
    </message>
    <message>
        <source>a die has 1 to 12 sides; these faces give it {1}</source>
        <translation>ein Würfel hat 1 bis 12 Seiten; diese Seitenangaben ergeben {1}</translation>
    </message>
    <message>
        <source>blank</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>items {1} and {2} of {3} are the same; delete one, or change it</source>
        <translation>Einträge {1} und {2} von {3} sind gleich; löschen Sie einen oder ändern Sie ihn</translation>
    </message>
    <message>
        <source>{1} takes exactly one of {2}</source>
        <translation>{1} nimmt genau eines von {2}</translation>
    </message>
    <message>
        <source>a path relative to the scenario&apos;s folder, ending in .tricorne-system.json</source>
        <translation>ein Pfad relativ zum Ordner des Szenarios, der auf .tricorne-system.json endet</translation>
    </message>
    <message>
        <source>game system `{1}` is built in: a scenario names it by its id and keeps no copy; leave out --sidecar</source>
        <translation>Spielsystem `{1}` ist eingebaut: Ein Szenario nennt es bei seiner ID und behält keine Kopie; lassen Sie --sidecar weg</translation>
    </message>
    <message>
        <source>game system `{1}` was not given as a file, so there is no file to keep as a sidecar; give it with --system FILE</source>
        <translation>Spielsystem `{1}` wurde nicht als Datei angegeben, es gibt also keine Datei, die als Begleitdatei bleiben könnte; geben Sie es mit --system DATEI an</translation>
    </message>
    <message>
        <source>a sidecar must be named *.tricorne-system.json, and {1} is not; rename the file (and give it so with --system)</source>
        <translation>Eine Begleitdatei muss *.tricorne-system.json heißen, {1} heißt anders; benennen Sie die Datei um (und geben Sie sie so mit --system an)</translation>
    </message>
    <message>
        <source>{1} cannot be named relative to the output&apos;s folder; write the output beside it</source>
        <translation>{1} lässt sich nicht relativ zum Ordner der Ausgabe benennen; schreiben Sie die Ausgabe daneben</translation>
    </message>
    <message>
        <source>the card&apos;s effect is for army `{1}`, which the file does not define; name one of its armies</source>
        <translation>Die Wirkung der Karte gilt der Armee `{1}`, die die Datei nicht definiert; nennen Sie eine ihrer Armeen</translation>
    </message>
    <message>
        <source>a Combat deck for faction `{1}`, which the file does not define; name one of its factions</source>
        <translation>Ein Kampfkartenstapel für die Fraktion `{1}`, die die Datei nicht definiert; nennen Sie eine ihrer Fraktionen</translation>
    </message>
    <message>
        <source>{1} of the {2} army has no battle dice at any range, so it never battles; give it melee dice (the first number) at least</source>
        <translation>{1} der Armee {2} hat auf keine Entfernung Kampfwürfel und kämpft daher nie; geben Sie ihr wenigstens Nahkampfwürfel (die erste Zahl)</translation>
    </message>
    <message>
        <source>{1} of the {2} army is {3} with abilities [{4}], a combination no test plays, so the engine&apos;s handling of it is unchecked; prefer a kind and abilities a shipped unit type has (schema/README.md lists them), or playtest it closely</source>
        <translation>{1} der Armee {2} ist {3} mit den Fähigkeiten [{4}], einer Kombination, die kein Test spielt; wie die Regel-Engine sie behandelt, ist also ungeprüft; wählen Sie lieber eine Art und Fähigkeiten eines mitgelieferten Einheitentyps (schema/README.md listet sie) oder testen Sie sie gründlich im Spiel</translation>
    </message>
    <message>
        <source>the system has no Command deck, so no turn can begin (a turn starts with a Command card); add &quot;decks&quot;: {&quot;command&quot;: …} (a shipped system&apos;s is a start)</source>
        <translation>Das System hat keinen Befehlskartenstapel, also kann kein Zug beginnen (ein Zug beginnt mit einer Befehlskarte); fügen Sie &quot;decks&quot;: {&quot;command&quot;: …} hinzu (der eines mitgelieferten Systems ist ein Anfang)</translation>
    </message>
    <message>
        <source>the Command deck has no Section card, so no card orders units by section as a turn usually does; add Section cards (&quot;kind&quot;: &quot;section&quot;)</source>
        <translation>Der Befehlskartenstapel hat keine Abschnittskarte, also befiehlt keine Karte Einheiten nach Abschnitt, wie es ein Zug meist tut; fügen Sie Abschnittskarten hinzu (&quot;kind&quot;: &quot;section&quot;)</translation>
    </message>
    <message>
        <source>in the sidecar {1} at {2}: {3}</source>
        <translation>in der Begleitdatei {1} bei {2}: {3}</translation>
    </message>
    <message>
        <source>the game system cannot be read: {1}</source>
        <translation>Das Spielsystem kann nicht gelesen werden: {1}</translation>
    </message>
    <message>
        <source>the id `{1}` is a built-in game system&apos;s; a system of your own needs an id of its own: change &quot;id&quot; (a fork of {2} could be `{1}-house`), and the &quot;system&quot; of the scenarios that use it</source>
        <translation>Die ID `{1}` gehört einem eingebauten Spielsystem; ein eigenes System braucht eine eigene ID: Ändern Sie &quot;id&quot; (eine Abwandlung von {2} könnte `{1}-house` heißen) und das &quot;system&quot; der Szenarien, die es verwenden</translation>
    </message>
    <message>
        <source>the id `{1}` is also the id of {2}, given before; give one of the two systems another id, or give only one of the files</source>
        <translation>Die ID `{1}` ist auch die ID von {2}, das zuvor angegeben wurde; geben Sie einem der beiden Systeme eine andere ID oder geben Sie nur eine der Dateien an</translation>
    </message>
    <message>
        <source>game system `{1}` is unknown; use one of {2}, or give its file with --system FILE</source>
        <translation>Spielsystem `{1}` ist unbekannt; verwenden Sie eines von {2} oder geben Sie seine Datei mit --system DATEI an</translation>
    </message>
    <message>
        <source>game system `{1}` comes from {2} but the scenario does not keep it, so it will not open where that file is missing; export the scenario with --system (which embeds the system), or with --system and --sidecar to keep the file beside it</source>
        <translation>Spielsystem `{1}` stammt aus {2}, aber das Szenario behält es nicht, also öffnet es sich nicht, wo diese Datei fehlt; exportieren Sie das Szenario mit --system (das bettet das System ein) oder mit --system und --sidecar, um die Datei daneben zu behalten</translation>
    </message>
    <message>
        <source>the scenario keeps a game system of its own under the id `{1}`, which is a built-in system&apos;s; give that system an id of its own (its &quot;id&quot; and the scenario&apos;s &quot;system&quot;), or delete &quot;systemBinding&quot; to play the built-in {2}</source>
        <translation>Das Szenario behält ein eigenes Spielsystem unter der ID `{1}`, die einem eingebauten System gehört; geben Sie diesem System eine eigene ID (sein &quot;id&quot; und das &quot;system&quot; des Szenarios) oder löschen Sie &quot;systemBinding&quot;, um das eingebaute {2} zu spielen</translation>
    </message>
    <message>
        <source>played under {1} (hash {2}), not the game system the scenario was saved with (hash {3}); export the scenario with this --system (and --sidecar to keep the file beside it) to bind it to the file given</source>
        <translation>gespielt unter {1} (Hash {2}), nicht unter dem Spielsystem, mit dem das Szenario gespeichert wurde (Hash {3}); exportieren Sie das Szenario mit diesem --system (und --sidecar, um die Datei daneben zu behalten), um es an die angegebene Datei zu binden</translation>
    </message>
    <message>
        <source>the game system the scenario keeps cannot be read (above); fix it, or give a good copy with --system FILE and export the scenario again</source>
        <translation>Das Spielsystem, das das Szenario behält, kann nicht gelesen werden (oben); beheben Sie das oder geben Sie eine gute Kopie mit --system DATEI an und exportieren Sie das Szenario erneut</translation>
    </message>
    <message>
        <source>the scenario names game system `{1}`, but the system it keeps is `{2}`; make the two ids the same</source>
        <translation>Das Szenario nennt Spielsystem `{1}`, aber das System, das es behält, ist `{2}`; machen Sie die beiden IDs gleich</translation>
    </message>
    <message>
        <source>the embedded game system was changed after the scenario was saved with it (hash {1} recorded, {2} now); give the system&apos;s file with --system and export the scenario again, or restore the embedded copy</source>
        <translation>Das eingebettete Spielsystem wurde geändert, nachdem das Szenario damit gespeichert wurde (Hash {1} vermerkt, jetzt {2}); geben Sie die Datei des Systems mit --system an und exportieren Sie das Szenario erneut oder stellen Sie die eingebettete Kopie wieder her</translation>
    </message>
    <message>
        <source>{1} has changed since {2} was saved with it (hash {3} recorded, {4} now), so the battle would not play as it did; see what changed with tricorne diff, then bind the scenario to the file as it is now: tricorne export {2} --system {1} --sidecar (or without --sidecar, which embeds the system)</source>
        <translation>{1} hat sich geändert, seit {2} damit gespeichert wurde (Hash {3} vermerkt, jetzt {4}), die Schlacht würde also nicht wie zuvor gespielt; sehen Sie mit tricorne diff nach, was sich geändert hat, und binden Sie das Szenario dann an die Datei, wie sie jetzt ist: tricorne export {2} --system {1} --sidecar (oder ohne --sidecar, das bettet das System ein)</translation>
    </message>
    <message>
        <source>moved, half of 1 block rounded down: {1}</source>
        <translation>bewegt, Hälfte von 1 Block abgerundet: {1}</translation>
    </message>
    <message>
        <source>moved, half of {1} blocks: {2}</source>
        <translation>bewegt, Hälfte von {1} Blöcken: {2}</translation>
    </message>
    <message>
        <source>moved, half of {1} blocks rounded up: {2}</source>
        <translation>bewegt, Hälfte von {1} Blöcken aufgerundet: {2}</translation>
    </message>
    <message>
        <source>moved, half of {1} blocks rounded down: {2}</source>
        <translation>bewegt, Hälfte von {1} Blöcken abgerundet: {2}</translation>
    </message>
    <message>
        <source>one block left</source>
        <translation>nur noch ein Block</translation>
    </message>
    <message>
        <source>{1} breaks through to {2}</source>
        <translation>{1} bricht nach {2} durch</translation>
    </message>
    <message>
        <source>{1} ends its breakthrough here</source>
        <translation>{1} beendet seinen Durchbruch hier</translation>
    </message>
    <message>
        <source>{1} breaks through: it may move {2}, or stop here.</source>
        <translation>{1} bricht durch: Die Einheit darf sich {2} weiterbewegen oder hier anhalten.</translation>
    </message>
    <message>
        <source>{1} block in melee</source>
        <translation>{1} Block im Nahkampf</translation>
    </message>
    <message>
        <source>{1} blocks in melee</source>
        <translation>{1} Blöcke im Nahkampf</translation>
    </message>
    <message>
        <source>{1} block at range {2}</source>
        <translation>{1} Block auf Entfernung {2}</translation>
    </message>
    <message>
        <source>{1} blocks at range {2}</source>
        <translation>{1} Blöcke auf Entfernung {2}</translation>
    </message>
    <message>
        <source>rules dice/movedInfantry: &quot;half-blocks&quot; with dice/model &quot;chart&quot; is not implemented by this engine yet; write dice/model &quot;blocks&quot;, or &quot;one-die-fewer&quot;</source>
        <translation>Regeln dice/movedInfantry: „half-blocks“ mit dice/model „chart“ ist in dieser Engine noch nicht umgesetzt; schreiben Sie dice/model „blocks“ oder „one-die-fewer“</translation>
    </message>
    <message>
        <source>rules dice/artilleryOneBlockFewer is read only with dice/model &quot;blocks&quot; (the chart model&apos;s artillery counts no blocks); write 0 or leave it out</source>
        <translation>Regeln dice/artilleryOneBlockFewer wird nur mit dice/model „blocks“ gelesen (die Artillerie des Tabellenmodells zählt keine Blöcke); schreiben Sie 0 oder lassen Sie das Feld weg</translation>
    </message>
    <message>
        <source>army {1}: a moved unit&apos;s fire rounding is read only with rules dice/movedInfantry &quot;half-blocks&quot;; leave it out or write that</source>
        <translation>Armee {1}: Die Rundung beim Feuer einer bewegten Einheit wird nur mit den Regeln dice/movedInfantry „half-blocks“ gelesen; lassen Sie das Feld weg oder schreiben Sie diesen Wert</translation>
    </message>
    <message>
        <source>a board of {1} rows and {2} columns is larger than this engine holds: at most {3} rows and {4} columns, Tricorne&apos;s</source>
        <translation>ein Spielfeld mit {1} Reihen und {2} Spalten ist größer, als diese Engine fasst: höchstens {3} Reihen und {4} Spalten, die von Tricorne</translation>
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
    <message>
        <source>Choose a reference picture</source>
        <translation>Vorlagenbild wählen</translation>
    </message>
    <message>
        <source>Pictures and PDF pages (*.png *.jpg *.jpeg *.pdf)</source>
        <translation>Bilder und PDF-Seiten (*.png *.jpg *.jpeg *.pdf)</translation>
    </message>
    <message>
        <source>Tricorne scenarios and game systems (*.tricorne.json *.tricorne-system.json)</source>
        <translation>Tricorne-Szenarien und -Spielsysteme (*.tricorne.json *.tricorne-system.json)</translation>
    </message>
    <message>
        <source>Tricorne game systems (*.tricorne-system.json)</source>
        <translation>Tricorne-Spielsysteme (*.tricorne-system.json)</translation>
    </message>
    <message>
        <source>Open game system</source>
        <translation>Spielsystem öffnen</translation>
    </message>
    <message>
        <source>Save game system as</source>
        <translation>Spielsystem speichern unter</translation>
    </message>
    <message>
        <source>Save a copy of the battle under this system</source>
        <translation>Eine Kopie der Schlacht unter diesem System speichern</translation>
    </message>
</context>
<context>
    <name>ForkSystemDialog</name>
    <message>
        <source>New game system from a built-in one</source>
        <translation>Neues Spielsystem aus einem eingebauten</translation>
    </message>
    <message>
        <source>%1 (house rules)</source>
        <translation>%1 (Hausregeln)</translation>
    </message>
    <message>
        <source>Start from</source>
        <translation>Ausgehend von</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Id (scenarios name the system by it)</source>
        <translation>ID (Szenarien nennen das System bei ihr)</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>The built-in system stays as it is: you edit a copy, saved as a file of its own.</source>
        <translation>Das eingebaute System bleibt, wie es ist: Sie bearbeiten eine Kopie, die als eigene Datei gespeichert wird.</translation>
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
    <message>
        <source>&lt;b&gt;View ▸ Reference picture…&lt;/b&gt;: a map to trace from (PNG, JPEG or a PDF page) under the hexes, never printed or exported; Ctrl+Shift+R shows or hides it. Align it by clicking a point of the picture, then the hex it belongs to, twice; &lt;b&gt;Edit ▸ Suggest terrain from picture…&lt;/b&gt; proposes terrain from its colours for you to accept.</source>
        <translation>&lt;b&gt;Ansicht ▸ Vorlagenbild…&lt;/b&gt;: eine Karte zum Nachzeichnen (PNG, JPEG oder eine PDF-Seite) unter den Hexfeldern, nie gedruckt oder exportiert; Strg+Umschalt+R blendet sie ein oder aus. Ausrichten: zweimal einen Punkt des Bildes anklicken, dann das Hexfeld, zu dem er gehört; &lt;b&gt;Bearbeiten ▸ Gelände aus dem Bild vorschlagen…&lt;/b&gt; schlägt Gelände nach den Farben des Bildes vor, das Sie annehmen.</translation>
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
    <message>
        <source>Restore unsaved changes to a game system?</source>
        <translation>Ungespeicherte Änderungen an einem Spielsystem wiederherstellen?</translation>
    </message>
    <message>
        <source>Tricorne Studio closed without saving changes to the game system %1.
Restore them?</source>
        <translation>Tricorne Studio wurde beendet, ohne Änderungen am Spielsystem %1 zu speichern.
Sollen sie wiederhergestellt werden?</translation>
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
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>e.g. 001 · Bemis Heights, or the map or history it follows</source>
        <translation>z. B. 001 · Bemis Heights, oder die Karte oder Darstellung, der die Schlacht folgt</translation>
    </message>
    <message>
        <source>Designer&apos;s notes</source>
        <translation>Anmerkungen des Autors</translation>
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
    <name>PlaytestView</name>
    <message>
        <source>%1 (Combat)</source>
        <translation>%1 (Kampf)</translation>
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
    <name>ReferenceEditor</name>
    <message>
        <source>Set reference picture</source>
        <translation>Vorlagenbild festlegen</translation>
    </message>
    <message>
        <source>Remove reference picture</source>
        <translation>Vorlagenbild entfernen</translation>
    </message>
    <message>
        <source>Show reference picture</source>
        <translation>Vorlagenbild anzeigen</translation>
    </message>
    <message>
        <source>Hide reference picture</source>
        <translation>Vorlagenbild ausblenden</translation>
    </message>
    <message>
        <source>Reference picture opacity</source>
        <translation>Deckkraft des Vorlagenbilds</translation>
    </message>
    <message>
        <source>Reference picture page</source>
        <translation>Seite des Vorlagenbilds</translation>
    </message>
    <message>
        <source>Add control point</source>
        <translation>Passpunkt hinzufügen</translation>
    </message>
    <message>
        <source>Move control point</source>
        <translation>Passpunkt verschieben</translation>
    </message>
    <message>
        <source>Remove control point</source>
        <translation>Passpunkt entfernen</translation>
    </message>
    <message>
        <source>Open ground</source>
        <translation>Offenes Gelände</translation>
    </message>
</context>
<context>
    <name>ReferenceMarks</name>
    <message>
        <source>%1 · %2 hex</source>
        <translation>%1 · %2 Hexfeld</translation>
    </message>
</context>
<context>
    <name>ReferencePanel</name>
    <message>
        <source>centre</source>
        <translation>Mitte</translation>
    </message>
    <message>
        <source>Align the reference picture</source>
        <translation>Vorlagenbild ausrichten</translation>
    </message>
    <message>
        <source>Suggest terrain from the picture</source>
        <translation>Gelände aus dem Bild vorschlagen</translation>
    </message>
    <message>
        <source>Reference picture</source>
        <translation>Vorlagenbild</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>%1 — kept beside the scenario, never inside it, and never printed or exported.</source>
        <translation>%1 — neben dem Szenario aufbewahrt, nie darin, und nie gedruckt oder exportiert.</translation>
    </message>
    <message>
        <source>No reference picture yet: choose a PNG, JPEG or PDF of the map to trace from.</source>
        <translation>Noch kein Vorlagenbild: wählen Sie ein PNG, JPEG oder PDF der Karte, die Sie nachzeichnen wollen.</translation>
    </message>
    <message>
        <source>Large picture: shown at reduced resolution.</source>
        <translation>Großes Bild: in verringerter Auflösung angezeigt.</translation>
    </message>
    <message>
        <source>Another picture…</source>
        <translation>Anderes Bild…</translation>
    </message>
    <message>
        <source>Choose picture…</source>
        <translation>Bild wählen…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Page of the PDF</source>
        <translation>Seite der PDF-Datei</translation>
    </message>
    <message>
        <source>Shown</source>
        <translation>Angezeigt</translation>
    </message>
    <message>
        <source>Opacity</source>
        <translation>Deckkraft</translation>
    </message>
    <message>
        <source>Opacity of the reference picture</source>
        <translation>Deckkraft des Vorlagenbilds</translation>
    </message>
    <message>
        <source>Align…</source>
        <translation>Ausrichten…</translation>
    </message>
    <message>
        <source>Suggest terrain…</source>
        <translation>Gelände vorschlagen…</translation>
    </message>
    <message>
        <source>Click a point of the picture (a hex&apos;s centre or corner on a board&apos;s map), then the hex centre or corner it belongs to. Two points fix scale and rotation; three or more fit the picture by least squares. Drag a ring to nudge its point; Esc drops a point not yet placed.</source>
        <translation>Klicken Sie einen Punkt des Bildes an (auf der Karte eines Spielbretts die Mitte oder Ecke eines Hexfelds), dann die Hexfeldmitte oder -ecke, zu der er gehört. Zwei Punkte legen Maßstab und Drehung fest; drei oder mehr passen das Bild nach der Methode der kleinsten Quadrate ein. Ziehen Sie einen Ring, um seinen Punkt zu verschieben; Esc verwirft einen noch nicht gesetzten Punkt.</translation>
    </message>
    <message>
        <source>Now click the hex centre or corner where that point belongs.</source>
        <translation>Klicken Sie jetzt die Hexfeldmitte oder -ecke an, zu der dieser Punkt gehört.</translation>
    </message>
    <message numerus="yes">
        <source>Fitted by least squares (affine) to %n point(s).</source>
        <translation>
            <numerusform>Nach der Methode der kleinsten Quadrate (affin) an %n Punkt angepasst.</numerusform>
            <numerusform>Nach der Methode der kleinsten Quadrate (affin) an %n Punkte angepasst.</numerusform>
        </translation>
    </message>
    <message>
        <source>Scaled, turned and moved to fit two points.</source>
        <translation>Skaliert, gedreht und verschoben, um zwei Punkte zu treffen.</translation>
    </message>
    <message>
        <source>Moved onto one point: add a second for scale and rotation.</source>
        <translation>Auf einen Punkt verschoben: fügen Sie einen zweiten für Maßstab und Drehung hinzu.</translation>
    </message>
    <message>
        <source>Placed over the board: no control point yet.</source>
        <translation>Über das Spielbrett gelegt: noch kein Passpunkt.</translation>
    </message>
    <message>
        <source>%1. hex %2,%3 %4 — residual %5 hex</source>
        <translation>%1. Hexfeld %2,%3 %4 — Restfehler %5 Hexfeld</translation>
    </message>
    <message>
        <source>Remove point %1</source>
        <translation>Punkt %1 entfernen</translation>
    </message>
    <message>
        <source>Choose a terrain, then click a hex of the picture that shows it: take one sample of each terrain the map has. Every hex is then suggested the terrain of the sample it looks most like, shown as a ghost tile (? a close call). Shift+click a ghost to reject or accept it; Apply lays the accepted ones as one undo step.</source>
        <translation>Wählen Sie ein Gelände und klicken Sie dann ein Hexfeld des Bildes an, das es zeigt: eine Probe von jedem Gelände, das die Karte hat. Jedem Hexfeld wird dann das Gelände der Probe vorgeschlagen, der es am ähnlichsten sieht, als halbdurchsichtiges Plättchen (? ein knapper Fall). Umschalt+Klick auf ein Plättchen lehnt es ab oder nimmt es an; Anwenden legt die angenommenen in einem Rückgängig-Schritt.</translation>
    </message>
    <message>
        <source>Sample</source>
        <translation>Probe</translation>
    </message>
    <message>
        <source>Terrain of the next sample</source>
        <translation>Gelände der nächsten Probe</translation>
    </message>
    <message>
        <source>%1 at hex %2,%3</source>
        <translation>%1 auf Hexfeld %2,%3</translation>
    </message>
    <message>
        <source>Remove sample</source>
        <translation>Probe entfernen</translation>
    </message>
    <message>
        <source>No sample yet.</source>
        <translation>Noch keine Probe.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n suggested change(s) accepted.</source>
        <translation>
            <numerusform>%1 von %n vorgeschlagenen Änderung angenommen.</numerusform>
            <numerusform>%1 von %n vorgeschlagenen Änderungen angenommen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Accept all</source>
        <translation>Alle annehmen</translation>
    </message>
    <message>
        <source>Reject all</source>
        <translation>Alle ablehnen</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Anwenden</translation>
    </message>
</context>
<context>
    <name>ReferencePicture</name>
    <message>
        <source>“%1” could not be read as a PDF: it may be damaged or protected by a password.</source>
        <translation>„%1“ konnte nicht als PDF gelesen werden: sie ist vielleicht beschädigt oder durch ein Passwort geschützt.</translation>
    </message>
    <message>
        <source>“%1” is a PDF with no pages.</source>
        <translation>„%1“ ist eine PDF-Datei ohne Seiten.</translation>
    </message>
    <message>
        <source>“%1” has %2 pages; there is no page %3.</source>
        <translation>„%1“ hat %2 Seiten; eine Seite %3 gibt es nicht.</translation>
    </message>
    <message>
        <source>Page %1 of “%2” has no size.</source>
        <translation>Seite %1 von „%2“ hat keine Größe.</translation>
    </message>
    <message>
        <source>Page %1 of “%2” could not be drawn.</source>
        <translation>Seite %1 von „%2“ konnte nicht gezeichnet werden.</translation>
    </message>
    <message>
        <source>“%1” was not found (looked for %2).</source>
        <translation>„%1“ wurde nicht gefunden (gesucht: %2).</translation>
    </message>
    <message>
        <source>“%1” is a folder, not a picture.</source>
        <translation>„%1“ ist ein Ordner, kein Bild.</translation>
    </message>
    <message>
        <source>“%1” is not a regular file (a pipe or a device?), so it is not read.</source>
        <translation>„%1“ ist keine gewöhnliche Datei (eine Pipe oder ein Gerät?) und wird daher nicht gelesen.</translation>
    </message>
    <message>
        <source>“%1” cannot be read: check its permissions.</source>
        <translation>„%1“ kann nicht gelesen werden: prüfen Sie die Zugriffsrechte.</translation>
    </message>
    <message>
        <source>“%1” is not a picture the studio can read (PNG, JPEG or PDF): %2</source>
        <translation>„%1“ ist kein Bild, das das Studio lesen kann (PNG, JPEG oder PDF): %2</translation>
    </message>
    <message>
        <source>“%1” is %2 × %3 pixels, more than the %4 megapixels the studio reads from a picture of this kind: scale it down, or save it as JPEG.</source>
        <translation>„%1“ hat %2 × %3 Pixel, mehr als die %4 Megapixel, die das Studio aus einem Bild dieser Art liest: verkleinern Sie es oder speichern Sie es als JPEG.</translation>
    </message>
    <message>
        <source>“%1” could not be read: %2</source>
        <translation>„%1“ konnte nicht gelesen werden: %2</translation>
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
    <message>
        <source>Open a battle first: a copy of it is bound to the game system.</source>
        <translation>Öffnen Sie zuerst eine Schlacht: Eine Kopie davon wird an das Spielsystem gebunden.</translation>
    </message>
    <message>
        <source>“%1” does not fit the game system “%2”: %3 Bind it to a system that has the battle&apos;s armies, unit types and terrain.</source>
        <translation>„%1“ passt nicht zum Spielsystem „%2“: %3 Binden Sie sie an ein System, das die Armeen, Einheitentypen und das Gelände der Schlacht hat.</translation>
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
        <source>Start a battle with File ▸ New or File ▸ New from template, open one with File ▸ Open, or drop a *.tricorne.json file here.</source>
        <translation>Beginnen Sie eine Schlacht mit Datei ▸ Neu oder Datei ▸ Neu aus Vorlage, öffnen Sie eine mit Datei ▸ Öffnen, oder ziehen Sie eine *.tricorne.json-Datei hierher.</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
</context>
<context>
    <name>SideTabs</name>
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
    <message>
        <source>Suggest terrain from picture…</source>
        <translation>Gelände aus dem Bild vorschlagen…</translation>
    </message>
    <message>
        <source>Reference picture…</source>
        <translation>Vorlagenbild…</translation>
    </message>
    <message>
        <source>Show reference picture</source>
        <translation>Vorlagenbild anzeigen</translation>
    </message>
    <message>
        <source>Align reference picture</source>
        <translation>Vorlagenbild ausrichten</translation>
    </message>
    <message>
        <source>New system from…</source>
        <translation>Neues System aus …</translation>
    </message>
</context>
<context>
    <name>SystemDocument</name>
    <message>
        <source>There is no built-in game system “%1” to start from.</source>
        <translation>Es gibt kein eingebautes Spielsystem „%1“, von dem ausgegangen werden könnte.</translation>
    </message>
    <message>
        <source>Could not open “%1”: only local files can be opened</source>
        <translation>„%1“ konnte nicht geöffnet werden: Nur lokale Dateien lassen sich öffnen</translation>
    </message>
    <message>
        <source>Could not open “%1”: %2</source>
        <translation>„%1“ konnte nicht geöffnet werden: %2</translation>
    </message>
    <message numerus="yes">
        <source>Could not open “%1”: it has %n problem(s).</source>
        <translation>
            <numerusform>„%1“ konnte nicht geöffnet werden: Die Datei hat %n Problem.</numerusform>
            <numerusform>„%1“ konnte nicht geöffnet werden: Die Datei hat %n Probleme.</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not open “%1”: it is not a game system this build can read</source>
        <translation>„%1“ konnte nicht geöffnet werden: Es ist kein Spielsystem, das diese Version lesen kann</translation>
    </message>
    <message>
        <source>This game system has no file yet: use Save As to choose one.</source>
        <translation>Dieses Spielsystem hat noch keine Datei: Wählen Sie eine mit „Speichern unter“.</translation>
    </message>
    <message>
        <source>Could not save “%1”: %2. The file on disk was not changed.</source>
        <translation>„%1“ konnte nicht gespeichert werden: %2. Die Datei auf der Festplatte blieb unverändert.</translation>
    </message>
    <message>
        <source>Untitled system</source>
        <translation>Unbenanntes System</translation>
    </message>
    <message>
        <source>Open a battle and a game system to bind a copy of the battle to the system.</source>
        <translation>Öffnen Sie eine Schlacht und ein Spielsystem, um eine Kopie der Schlacht an das System zu binden.</translation>
    </message>
    <message>
        <source>“%1” has errors: fix them (the Problems tab) before binding a battle to it.</source>
        <translation>„%1“ hat Fehler: Beheben Sie sie (Reiter Probleme), bevor Sie eine Schlacht daran binden.</translation>
    </message>
    <message>
        <source>Save “%1” first: the copy names its file, which must hold the system as it is now.</source>
        <translation>Speichern Sie zuerst „%1“: Die Kopie nennt seine Datei, die das System so enthalten muss, wie es jetzt ist.</translation>
    </message>
</context>
<context>
    <name>SystemEditor</name>
    <message>
        <source>Change %1 of %2</source>
        <translation>%1 von %2 ändern</translation>
    </message>
</context>
<context>
    <name>SystemField</name>
    <message>
        <source>No battle</source>
        <translation>Kein Kampf</translation>
    </message>
    <message>
        <source>Melee</source>
        <translation>Nahkampf</translation>
    </message>
    <message>
        <source>Range %1</source>
        <translation>Entfernung %1</translation>
    </message>
    <message>
        <source>Add a range</source>
        <translation>Entfernung hinzufügen</translation>
    </message>
    <message>
        <source>Remove the last</source>
        <translation>Letzte entfernen</translation>
    </message>
    <message>
        <source>Up to</source>
        <translation>Bis zu</translation>
    </message>
    <message>
        <source>Hexes</source>
        <translation>Felder</translation>
    </message>
    <message>
        <source>hexes, then</source>
        <translation>Felder, danach</translation>
    </message>
    <message>
        <source>Battle after the move</source>
        <translation>Kampf nach der Bewegung</translation>
    </message>
    <message>
        <source>Add an allowance</source>
        <translation>Bewegungsoption hinzufügen</translation>
    </message>
</context>
<context>
    <name>SystemFields</name>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Scenarios name the game system by its id; a fork&apos;s must differ from every built-in system&apos;s</source>
        <translation>Szenarien nennen das Spielsystem bei seiner ID; die einer Kopie muss sich von der jedes eingebauten Systems unterscheiden</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Short title</source>
        <translation>Kurztitel</translation>
    </message>
    <message>
        <source>Where space is short: the blank board&apos;s title</source>
        <translation>Wo wenig Platz ist: der Titel des leeren Spielplans</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Where the system comes from: a booklet, a designer</source>
        <translation>Woher das System stammt: ein Regelheft, ein Autor</translation>
    </message>
    <message>
        <source>Terrain tiles in the box</source>
        <translation>Geländeplättchen in der Schachtel</translation>
    </message>
    <message>
        <source>Victory Banners in the box</source>
        <translation>Siegesbanner in der Schachtel</translation>
    </message>
    <message>
        <source>Chief markers in the box</source>
        <translation>Anführermarker in der Schachtel</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Fraktion</translation>
    </message>
    <message>
        <source>The side its units fight for</source>
        <translation>Die Seite, für die seine Einheiten kämpfen</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Its blocks&apos; colour on the board, #rrggbb</source>
        <translation>Die Farbe seiner Blöcke auf dem Spielplan, #rrggbb</translation>
    </message>
    <message>
        <source>Leaders in the box</source>
        <translation>Anführer in der Schachtel</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <source>As the roster names it (elite, regular, light …); terrain protection may name it</source>
        <translation>Wie die Truppenliste sie nennt (Elite, Linie, leicht …); der Geländeschutz kann sie nennen</translation>
    </message>
    <message>
        <source>Units in the box</source>
        <translation>Einheiten in der Schachtel</translation>
    </message>
    <message>
        <source>Blocks at full strength</source>
        <translation>Blöcke bei voller Stärke</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <source>Each allowance: up to so many hexes, and what battle may follow such a move</source>
        <translation>Jede Bewegungsoption: bis zu so vielen Feldern, und welcher Kampf auf eine solche Bewegung folgen darf</translation>
    </message>
    <message>
        <source>Battle dice</source>
        <translation>Kampfwürfel</translation>
    </message>
    <message>
        <source>Melee first, then ranged combat at 2 hexes, 3 hexes …</source>
        <translation>Zuerst Nahkampf, dann Fernkampf auf 2 Felder, 3 Felder …</translation>
    </message>
    <message>
        <source>Sabers score hits in melee</source>
        <translation>Säbel treffen im Nahkampf</translation>
    </message>
    <message>
        <source>Retreat per flag</source>
        <translation>Rückzug je Flagge</translation>
    </message>
    <message>
        <source>Hexes the unit retreats for each flag</source>
        <translation>Felder, die die Einheit für jede Flagge zurückweicht</translation>
    </message>
    <message>
        <source>Flags ignored</source>
        <translation>Ignorierte Flaggen</translation>
    </message>
    <message>
        <source>Flags the unit always ignores</source>
        <translation>Flaggen, die die Einheit immer ignoriert</translation>
    </message>
    <message>
        <source>Rally dice</source>
        <translation>Sammelwürfel</translation>
    </message>
    <message>
        <source>Dice added to (or taken from) its rally checks</source>
        <translation>Würfel, die ihren Sammelwürfen hinzugefügt (oder abgezogen) werden</translation>
    </message>
    <message>
        <source>Abilities</source>
        <translation>Fähigkeiten</translation>
    </message>
    <message>
        <source>Behaviour the engine implements by name: a new ability needs code, not a file</source>
        <translation>Verhalten, das die Regel-Engine beim Namen kennt: Eine neue Fähigkeit braucht Programmcode, keine Datei</translation>
    </message>
    <message>
        <source>A unit entering stops</source>
        <translation>Eine Einheit hält beim Betreten</translation>
    </message>
    <message>
        <source>A unit leaving stops</source>
        <translation>Eine Einheit hält beim Verlassen</translation>
    </message>
    <message>
        <source>Never entered by</source>
        <translation>Nie betreten von</translation>
    </message>
    <message>
        <source>Roll on entering</source>
        <translation>Wurf beim Betreten</translation>
    </message>
    <message>
        <source>Moved onto: infantry</source>
        <translation>Darauf gezogen: Infanterie</translation>
    </message>
    <message>
        <source>Battle dice the turn a unit of this kind moves onto it; NB: it may not battle</source>
        <translation>Kampfwürfel in dem Zug, in dem eine Einheit dieser Art darauf zieht; NB: Sie darf nicht kämpfen</translation>
    </message>
    <message>
        <source>Moved onto: cavalry</source>
        <translation>Darauf gezogen: Kavallerie</translation>
    </message>
    <message>
        <source>Moved onto: artillery</source>
        <translation>Darauf gezogen: Artillerie</translation>
    </message>
    <message>
        <source>Targeting it: infantry</source>
        <translation>Dorthin angreifend: Infanterie</translation>
    </message>
    <message>
        <source>Battle dice of an attacker of this kind battling a unit on it (a hex side: across it)</source>
        <translation>Kampfwürfel eines Angreifers dieser Art gegen eine Einheit darauf (eine Feldseite: über sie hinweg)</translation>
    </message>
    <message>
        <source>Targeting it: cavalry</source>
        <translation>Dorthin angreifend: Kavallerie</translation>
    </message>
    <message>
        <source>Targeting it: artillery</source>
        <translation>Dorthin angreifend: Artillerie</translation>
    </message>
    <message>
        <source>Battling out: infantry</source>
        <translation>Von dort kämpfend: Infanterie</translation>
    </message>
    <message>
        <source>Battle dice of a unit of this kind on it battling out (a hex side: across it)</source>
        <translation>Kampfwürfel einer Einheit dieser Art, die von dort aus kämpft (eine Feldseite: über sie hinweg)</translation>
    </message>
    <message>
        <source>Battling out: cavalry</source>
        <translation>Von dort kämpfend: Kavallerie</translation>
    </message>
    <message>
        <source>Battling out: artillery</source>
        <translation>Von dort kämpfend: Artillerie</translation>
    </message>
    <message>
        <source>Line of sight</source>
        <translation>Sichtlinie</translation>
    </message>
    <message>
        <source>Protects</source>
        <translation>Schützt</translation>
    </message>
    <message>
        <source>Only the hex that carries the side, or either hex</source>
        <translation>Nur das Feld, zu dem die Seite gehört, oder beide Felder</translation>
    </message>
    <message>
        <source>May be ordered across by</source>
        <translation>Darf überquert werden von</translation>
    </message>
    <message>
        <source>Must start the turn beside it</source>
        <translation>Muss den Zug daneben beginnen</translation>
    </message>
    <message>
        <source>Stops after crossing</source>
        <translation>Hält nach dem Überqueren</translation>
    </message>
    <message>
        <source>No battle after crossing</source>
        <translation>Kein Kampf nach dem Überqueren</translation>
    </message>
    <message>
        <source>Copies in the deck</source>
        <translation>Exemplare im Stapel</translation>
    </message>
    <message>
        <source>Pieces ordered</source>
        <translation>Befohlene Spielsteine</translation>
    </message>
    <message>
        <source>Up to this many units or leaders in the section</source>
        <translation>Bis zu so vielen Einheiten oder Anführern im Abschnitt</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Dice, hexes or cards, as the effect says</source>
        <translation>Würfel, Felder oder Karten, wie die Wirkung sagt</translation>
    </message>
    <message>
        <source>Cards kept</source>
        <translation>Behaltene Karten</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Infantry</source>
        <translation>Infanterie</translation>
    </message>
    <message>
        <source>Cavalry</source>
        <translation>Kavallerie</translation>
    </message>
    <message>
        <source>Artillery</source>
        <translation>Artillerie</translation>
    </message>
    <message>
        <source>Leaders</source>
        <translation>Anführer</translation>
    </message>
    <message>
        <source>Any battle</source>
        <translation>Jeder Kampf</translation>
    </message>
    <message>
        <source>Melee only</source>
        <translation>Nur Nahkampf</translation>
    </message>
    <message>
        <source>No battle</source>
        <translation>Kein Kampf</translation>
    </message>
    <message>
        <source>Highland battle bonus</source>
        <translation>Highland-Kampfbonus</translation>
    </message>
    <message>
        <source>Highland charge</source>
        <translation>Highland-Angriff</translation>
    </message>
    <message>
        <source>Highland morale</source>
        <translation>Highland-Moral</translation>
    </message>
    <message>
        <source>Take ground and bonus melee</source>
        <translation>Gelände nehmen und Bonus-Nahkampf</translation>
    </message>
    <message>
        <source>Retire and rally</source>
        <translation>Zurückziehen und sammeln</translation>
    </message>
    <message>
        <source>No ranged penalty for moving</source>
        <translation>Kein Fernkampfabzug für Bewegung</translation>
    </message>
    <message>
        <source>Hessian quick step</source>
        <translation>Hessischer Schnellschritt</translation>
    </message>
    <message>
        <source>Hessian bayonet attack</source>
        <translation>Hessischer Bajonettangriff</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Frei</translation>
    </message>
    <message>
        <source>Blocks</source>
        <translation>Blockiert</translation>
    </message>
    <message>
        <source>Hill (blocks unless both on hills)</source>
        <translation>Hügel (blockiert, außer beide stehen auf Hügeln)</translation>
    </message>
    <message>
        <source>Blocks when occupied</source>
        <translation>Blockiert, wenn besetzt</translation>
    </message>
    <message>
        <source>Blocks unless adjacent</source>
        <translation>Blockiert, außer benachbart</translation>
    </message>
    <message>
        <source>The hex that carries it</source>
        <translation>Das Feld, zu dem sie gehört</translation>
    </message>
    <message>
        <source>Both hexes</source>
        <translation>Beide Felder</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Boggy ground</source>
        <translation>Morastiger Boden</translation>
    </message>
    <message>
        <source>Wetland</source>
        <translation>Feuchtgebiet</translation>
    </message>
    <message>
        <source>Instead of the Command card</source>
        <translation>Anstelle der Befehlskarte</translation>
    </message>
    <message>
        <source>On an ordered unit</source>
        <translation>Auf eine befohlene Einheit</translation>
    </message>
    <message>
        <source>When attacked in melee</source>
        <translation>Wenn im Nahkampf angegriffen</translation>
    </message>
    <message>
        <source>No battle (NB)</source>
        <translation>Kein Kampf (NB)</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Bewegen</translation>
    </message>
    <message>
        <source>No penalty for moving</source>
        <translation>Kein Abzug für Bewegung</translation>
    </message>
    <message>
        <source>No melee</source>
        <translation>Kein Nahkampf</translation>
    </message>
    <message>
        <source>First strike</source>
        <translation>Erstschlag</translation>
    </message>
    <message>
        <source>Retire</source>
        <translation>Zurückziehen</translation>
    </message>
    <message>
        <source>Draw Command cards</source>
        <translation>Befehlskarten ziehen</translation>
    </message>
    <message>
        <source>Draw Combat cards</source>
        <translation>Kampfkarten ziehen</translation>
    </message>
    <message>
        <source>Reshuffle</source>
        <translation>Neu mischen</translation>
    </message>
    <message>
        <source>Rally</source>
        <translation>Sammeln</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Links</translation>
    </message>
    <message>
        <source>Centre</source>
        <translation>Mitte</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Rechts</translation>
    </message>
    <message>
        <source>designer</source>
        <translation>Autor</translation>
    </message>
    <message>
        <source>family default</source>
        <translation>Vorgabe der Spielfamilie</translation>
    </message>
    <message>
        <source>family default (%1)</source>
        <translation>Vorgabe der Spielfamilie (%1)</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Armies</source>
        <translation>Armeen</translation>
    </message>
    <message>
        <source>Unit types</source>
        <translation>Einheitentypen</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Gelände</translation>
    </message>
    <message>
        <source>Hex sides</source>
        <translation>Feldseiten</translation>
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
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>In %1: %2</source>
        <translation>In %1: %2</translation>
    </message>
</context>
<context>
    <name>SystemWindow</name>
    <message>
        <source>Game system</source>
        <translation>Spielsystem</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>New system from…</source>
        <translation>Neues System aus …</translation>
    </message>
    <message>
        <source>Open game system…</source>
        <translation>Spielsystem öffnen …</translation>
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
        <source>Close</source>
        <translation>Schließen</translation>
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
    <message numerus="yes">
        <source>%1 · id %2 · forked from %3 · %n change(s)</source>
        <translation>
            <numerusform>%1 · ID %2 · kopiert aus %3 · %n Änderung</numerusform>
            <numerusform>%1 · ID %2 · kopiert aus %3 · %n Änderungen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · id %2</source>
        <translation>%1 · ID %2</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message>
        <source>The engine accepts this system</source>
        <translation>Die Regel-Engine akzeptiert dieses System</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>Einträge</translation>
    </message>
    <message>
        <source>new</source>
        <translation>neu</translation>
    </message>
    <message numerus="yes">
        <source>%n changed</source>
        <translation>
            <numerusform>%n geändert</numerusform>
            <numerusform>%n geändert</numerusform>
        </translation>
    </message>
    <message>
        <source>Problems (%1)</source>
        <translation>Probleme (%1)</translation>
    </message>
    <message>
        <source>Changes from %1 (%2)</source>
        <translation>Änderungen gegenüber %1 (%2)</translation>
    </message>
    <message>
        <source>the original</source>
        <translation>dem Original</translation>
    </message>
    <message>
        <source>No problems found: the engine accepts this game system.</source>
        <translation>Keine Probleme gefunden: Die Regel-Engine akzeptiert dieses Spielsystem.</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Änderungen</translation>
    </message>
    <message>
        <source>Save changes to “%1”?</source>
        <translation>Änderungen an „%1“ speichern?</translation>
    </message>
    <message>
        <source>Your changes will be lost if you don’t save them.</source>
        <translation>Ihre Änderungen gehen verloren, wenn Sie sie nicht speichern.</translation>
    </message>
    <message>
        <source>Tricorne Studio</source>
        <translation>Tricorne Studio</translation>
    </message>
    <message>
        <source>&amp;Battle</source>
        <translation>&amp;Schlacht</translation>
    </message>
    <message>
        <source>Try with the open battle</source>
        <translation>Mit der offenen Schlacht ausprobieren</translation>
    </message>
    <message>
        <source>Bind a copy of the battle…</source>
        <translation>Eine Kopie der Schlacht binden…</translation>
    </message>
    <message>
        <source>Try with %1</source>
        <translation>Mit %1 ausprobieren</translation>
    </message>
    <message>
        <source>Play the battle under this system and under its own on the same games (the Balance tab)</source>
        <translation>Die Schlacht unter diesem System und unter ihrem eigenen in denselben Partien spielen (Reiter Balance)</translation>
    </message>
    <message>
        <source>Bind a copy of the battle</source>
        <translation>Eine Kopie der Schlacht binden</translation>
    </message>
    <message>
        <source>Saves a copy of “%1”, unsaved edits included, that plays under “%2”. The battle you are editing stays as it is.</source>
        <translation>Speichert eine Kopie von „%1“, samt ungespeicherter Änderungen, die unter „%2“ gespielt wird. Die Schlacht, die Sie bearbeiten, bleibt, wie sie ist.</translation>
    </message>
    <message>
        <source>Keep the system inside the battle&apos;s file (one file to share)</source>
        <translation>Das System in der Datei der Schlacht behalten (eine Datei zum Weitergeben)</translation>
    </message>
    <message>
        <source>Name this system&apos;s file, %1, beside it</source>
        <translation>Die Datei dieses Systems, %1, daneben nennen</translation>
    </message>
    <message>
        <source>Name this system&apos;s file beside it (save the system first)</source>
        <translation>Die Datei dieses Systems daneben nennen (zuerst das System speichern)</translation>
    </message>
    <message>
        <source>Copy saved</source>
        <translation>Kopie gespeichert</translation>
    </message>
    <message>
        <source>“%1” plays under “%2”. Open it in the main window?</source>
        <translation>„%1“ wird unter „%2“ gespielt. Im Hauptfenster öffnen?</translation>
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
    <message>
        <source>picture</source>
        <translation>Bild</translation>
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
