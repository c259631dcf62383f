<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<!-- English plural forms only: the sources are English, but a "%n piece(s)" needs its
     singular and plural. lrelease embeds this under :/i18n beside the German;
     a test (check_translation.py, plurals only) fails when a %n string lacks its forms here. -->
<context>
    <name>BalanceRunner</name>
    <message numerus="yes">
        <source>Fix the scenario&apos;s %n error(s) first (Problems tab): the engine plays valid battles only.</source>
        <translation>
            <numerusform>Fix the scenario&apos;s %n error first (Problems tab): the engine plays valid battles only.</numerusform>
            <numerusform>Fix the scenario&apos;s %n errors first (Problems tab): the engine plays valid battles only.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ComparePanel</name>
    <message numerus="yes">
        <source>%n change(s) from that version to this one.</source>
        <translation>
            <numerusform>%n change from that version to this one.</numerusform>
            <numerusform>%n changes from that version to this one.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DocumentDialogs</name>
    <message numerus="yes">
        <source>Tricorne Studio closed without saving changes to %1 (and %n more, offered next).
Restore them?</source>
        <translation>
            <numerusform>Tricorne Studio closed without saving changes to %1 (and %n more, offered next).
Restore them?</numerusform>
            <numerusform>Tricorne Studio closed without saving changes to %1 (and %n more, offered next).
Restore them?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FieldEditor</name>
    <message numerus="yes">
        <source>%n hex(es): %1</source>
        <translation>
            <numerusform>%n hex: %1</numerusform>
            <numerusform>%n hexes: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HoldsModel</name>
    <message numerus="yes">
        <source>Fix the %n error(s) in Problems to see who holds what.</source>
        <translation>
            <numerusform>Fix the %n error in Problems to see who holds what.</numerusform>
            <numerusform>Fix the %n errors in Problems to see who holds what.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OobImportDialog</name>
    <message numerus="yes">
        <source>%n word(s) unknown: choose the unit type each means (marked below).</source>
        <translation>
            <numerusform>%n word unknown: choose the unit type each means (marked below).</numerusform>
            <numerusform>%n words unknown: choose the unit type each means (marked below).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlaytestCard</name>
    <message numerus="yes">
        <source>  ·  %n can be ordered</source>
        <translation>
            <numerusform>  ·  %n can be ordered</numerusform>
            <numerusform>  ·  %n can be ordered</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlaytestSession</name>
    <message numerus="yes">
        <source>Fix the %n error(s) in Problems before playtesting.</source>
        <translation>
            <numerusform>Fix the %n error in Problems before playtesting.</numerusform>
            <numerusform>Fix the %n errors in Problems before playtesting.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Place %n piece(s) first: the Unplaced tray still holds them.</source>
        <translation>
            <numerusform>Place %n piece first: the Unplaced tray still holds them.</numerusform>
            <numerusform>Place %n pieces first: the Unplaced tray still holds them.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReferencePanel</name>
    <message numerus="yes">
        <source>Fitted by least squares (affine) to %n point(s).</source>
        <translation>
            <numerusform>Fitted by least squares (affine) to %n point.</numerusform>
            <numerusform>Fitted by least squares (affine) to %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n suggested change(s) accepted.</source>
        <translation>
            <numerusform>%1 of %n suggested change accepted.</numerusform>
            <numerusform>%1 of %n suggested changes accepted.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScenarioDocument</name>
    <message numerus="yes">
        <source>Could not open “%1”: it has %n problem(s).</source>
        <translation>
            <numerusform>Could not open “%1”: it has %n problem.</numerusform>
            <numerusform>Could not open “%1”: it has %n problems.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Export is disabled: place %n piece(s) first (see the Unplaced tray).</source>
        <translation>
            <numerusform>Export is disabled: place %n piece first (see the Unplaced tray).</numerusform>
            <numerusform>Export is disabled: place %n pieces first (see the Unplaced tray).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SheetExport</name>
    <message numerus="yes">
        <source>Cannot draw the sheet of “%1”: the scenario has %n error(s) (tricorne validate lists them).</source>
        <translation>
            <numerusform>Cannot draw the sheet of “%1”: the scenario has %n error (tricorne validate lists them).</numerusform>
            <numerusform>Cannot draw the sheet of “%1”: the scenario has %n errors (tricorne validate lists them).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrayEditor</name>
    <message numerus="yes">
        <source>Place %n piece(s) from the tray</source>
        <translation>
            <numerusform>Place %n piece from the tray</numerusform>
            <numerusform>Place %n pieces from the tray</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove %n piece(s) from the tray</source>
        <translation>
            <numerusform>Remove %n piece from the tray</numerusform>
            <numerusform>Remove %n pieces from the tray</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrayPanel</name>
    <message numerus="yes">
        <source>%n piece(s)</source>
        <translation>
            <numerusform>%n piece</numerusform>
            <numerusform>%n pieces</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SystemDocument</name>
    <message numerus="yes">
        <source>Could not open “%1”: it has %n problem(s).</source>
        <translation>
            <numerusform>Could not open “%1”: it has %n problem.</numerusform>
            <numerusform>Could not open “%1”: it has %n problems.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SystemWindow</name>
    <message numerus="yes">
        <source>%1 · id %2 · forked from %3 · %n change(s)</source>
        <translation>
            <numerusform>%1 · id %2 · forked from %3 · %n change</numerusform>
            <numerusform>%1 · id %2 · forked from %3 · %n changes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n changed</source>
        <translation>
            <numerusform>%n changed</numerusform>
            <numerusform>%n changed</numerusform>
        </translation>
    </message>
</context>
</TS>
