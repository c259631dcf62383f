// How the board draws a unit type: our own NATO-like symbol, worked out from what the game
// system says of the type (its kind, class, abilities and name), never from a list of types in
// QML. The booklets tell the types apart by the colour band and word on the block (000 · UNITS &
// LEADERS: "Red band - Government Grenadier, Government Highland and Jacobite Highland"…); the
// symbol adds a mark for the type inside the NATO frame, so two types of one system differ in
// at least one of kind, mark, band and word.
#pragma once

#include <QPainterPath>
#include <QString>
#include <QVariantMap>

#include "tricorne/model/system.h"

struct UnitSymbol {
    /// The frame's contents, in a kFrameWidth × kFrameHeight box (origin top left): the kind's
    /// strokes (infantry's cross, cavalry's diagonal) and the type's stroked marks. The board
    /// (UnitBlock.qml) and the exported picture (BoardPainter) draw the same paths.
    QPainterPath strokes;
    /// Filled shapes in the same box (artillery's dot, a grenade, a crown…).
    QPainterPath fills;
    /// The frame drawn dashed (militia: irregulars).
    bool dashedFrame = false;
    /// The band's colour, "#rrggbb", as the booklets colour the type's class.
    QString band;
    /// The word on the band: the first word of the type's name ("Highland", "Rifle", "Battle").
    QString word;
    /// The colour to write on the band: dark on a light band, else white.
    QString wordInk;

    static constexpr int kFrameWidth = 100;
    static constexpr int kFrameHeight = 60;

    bool operator==(const UnitSymbol&) const = default;
    /// {strokes, fills (as SVG path data), dashedFrame, band, word, wordInk} for QML.
    QVariantMap toMap() const;
};

/// The symbol of `type`. Pure: the same type always gets the same symbol.
UnitSymbol unitSymbol(const tricorne::UnitType& type);

/// The symbol of a unit whose type the system does not know: a plain frame, a grey band and
/// the type id as its word.
UnitSymbol unknownUnitSymbol(const QString& typeId);
