// The Theme QML singleton: the studio's palette (common/palette.h) as constant properties, so
// that `Theme.cursor` in QML is the colour the board painter draws with.
#pragma once

#include <QObject>
#include <QtQml/qqmlregistration.h>

#include "common/palette.h"

class Theme : public QObject, public Palette {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(QColor window MEMBER window CONSTANT)
    Q_PROPERTY(QColor panel MEMBER panel CONSTANT)
    Q_PROPERTY(QColor panelBorder MEMBER panelBorder CONSTANT)
    Q_PROPERTY(QColor text MEMBER text CONSTANT)
    Q_PROPERTY(QColor textMuted MEMBER textMuted CONSTANT)
    Q_PROPERTY(QColor textDisabled MEMBER textDisabled CONSTANT)
    Q_PROPERTY(QColor error MEMBER error CONSTANT)
    Q_PROPERTY(QColor warning MEMBER warning CONSTANT)
    Q_PROPERTY(QColor warningFill MEMBER warningFill CONSTANT)
    Q_PROPERTY(QColor ok MEMBER ok CONSTANT)
    Q_PROPERTY(QColor selectionFill MEMBER selectionFill CONSTANT)
    Q_PROPERTY(QColor tableEdge MEMBER tableEdge CONSTANT)
    Q_PROPERTY(QColor ground MEMBER ground CONSTANT)
    Q_PROPERTY(QColor gridLine MEMBER gridLine CONSTANT)
    Q_PROPERTY(QColor sectionLine MEMBER sectionLine CONSTANT)
    Q_PROPERTY(QColor coordinate MEMBER coordinate CONSTANT)
    Q_PROPERTY(QColor hover MEMBER hover CONSTANT)
    Q_PROPERTY(QColor cursor MEMBER cursor CONSTANT)
    Q_PROPERTY(QColor ruleHighlight MEMBER ruleHighlight CONSTANT)
    Q_PROPERTY(QColor ruleHighlightFill MEMBER ruleHighlightFill CONSTANT)
    Q_PROPERTY(QColor sideShade MEMBER sideShade CONSTANT)
    Q_PROPERTY(QColor sideMark MEMBER sideMark CONSTANT)
    Q_PROPERTY(QColor forestGround MEMBER forestGround CONSTANT)
    Q_PROPERTY(QColor treeCanopy MEMBER treeCanopy CONSTANT)
    Q_PROPERTY(QColor treeCanopyDark MEMBER treeCanopyDark CONSTANT)
    Q_PROPERTY(QColor treeHighlight MEMBER treeHighlight CONSTANT)
    Q_PROPERTY(QColor trunk MEMBER trunk CONSTANT)
    Q_PROPERTY(QColor hillGround MEMBER hillGround CONSTANT)
    Q_PROPERTY(QColor hillContour MEMBER hillContour CONSTANT)
    Q_PROPERTY(QColor buildingGround MEMBER buildingGround CONSTANT)
    Q_PROPERTY(QColor wall MEMBER wall CONSTANT)
    Q_PROPERTY(QColor roof MEMBER roof CONSTANT)
    Q_PROPERTY(QColor outline MEMBER outline CONSTANT)
    Q_PROPERTY(QColor marshGround MEMBER marshGround CONSTANT)
    Q_PROPERTY(QColor marshTuft MEMBER marshTuft CONSTANT)
    Q_PROPERTY(QColor marshWater MEMBER marshWater CONSTANT)
    Q_PROPERTY(QColor ravine MEMBER ravine CONSTANT)
    Q_PROPERTY(QColor ravineRim MEMBER ravineRim CONSTANT)
    Q_PROPERTY(QColor tent MEMBER tent CONSTANT)
    Q_PROPERTY(QColor riverBank MEMBER riverBank CONSTANT)
    Q_PROPERTY(QColor riverWater MEMBER riverWater CONSTANT)
    Q_PROPERTY(QColor streamBank MEMBER streamBank CONSTANT)
    Q_PROPERTY(QColor streamWater MEMBER streamWater CONSTANT)
    Q_PROPERTY(QColor fordWater MEMBER fordWater CONSTANT)
    Q_PROPERTY(QColor stone MEMBER stone CONSTANT)
    Q_PROPERTY(QColor stoneDark MEMBER stoneDark CONSTANT)
    Q_PROPERTY(QColor roadEdge MEMBER roadEdge CONSTANT)
    Q_PROPERTY(QColor roadSurface MEMBER roadSurface CONSTANT)
    Q_PROPERTY(QColor deck MEMBER deck CONSTANT)
    Q_PROPERTY(QColor deckDark MEMBER deckDark CONSTANT)
    Q_PROPERTY(QColor wallStone MEMBER wallStone CONSTANT)
    Q_PROPERTY(QColor wallStoneDark MEMBER wallStoneDark CONSTANT)
    Q_PROPERTY(QColor earthBank MEMBER earthBank CONSTANT)
    Q_PROPERTY(QColor earthDark MEMBER earthDark CONSTANT)
    Q_PROPERTY(QColor fenceWood MEMBER fenceWood CONSTANT)
    Q_PROPERTY(QColor fenceStone MEMBER fenceStone CONSTANT)
    Q_PROPERTY(QColor hedge MEMBER hedge CONSTANT)
    Q_PROPERTY(QColor hedgeDark MEMBER hedgeDark CONSTANT)
    Q_PROPERTY(QColor blockInk MEMBER blockInk CONSTANT)
    Q_PROPERTY(QColor blockShadow MEMBER blockShadow CONSTANT)
    Q_PROPERTY(QColor bandEdge MEMBER bandEdge CONSTANT)
    Q_PROPERTY(QColor chiefStar MEMBER chiefStar CONSTANT)
    Q_PROPERTY(QColor leaderTag MEMBER leaderTag CONSTANT)
    Q_PROPERTY(QColor gold MEMBER gold CONSTANT)
    Q_PROPERTY(QColor goldDark MEMBER goldDark CONSTANT)
    Q_PROPERTY(QColor banner MEMBER banner CONSTANT)
    Q_PROPERTY(QColor labelText MEMBER labelText CONSTANT)
    Q_PROPERTY(QColor labelHalo MEMBER labelHalo CONSTANT)
    Q_PROPERTY(QColor topSide MEMBER topSide CONSTANT)
    Q_PROPERTY(QColor bottomSide MEMBER bottomSide CONSTANT)
    Q_PROPERTY(QColor chosen MEMBER chosen CONSTANT)
    Q_PROPERTY(QColor card MEMBER card CONSTANT)
    Q_PROPERTY(QColor cardHovered MEMBER cardHovered CONSTANT)
    Q_PROPERTY(QColor cardUnplayable MEMBER cardUnplayable CONSTANT)
    Q_PROPERTY(QColor cardTitle MEMBER cardTitle CONSTANT)
    Q_PROPERTY(QColor choice MEMBER choice CONSTANT)
    Q_PROPERTY(QColor choiceEnding MEMBER choiceEnding CONSTANT)
    Q_PROPERTY(QColor turnBanner MEMBER turnBanner CONSTANT)
    Q_PROPERTY(QColor gameOverBanner MEMBER gameOverBanner CONSTANT)
    Q_PROPERTY(QColor dieFace MEMBER dieFace CONSTANT)
    Q_PROPERTY(QColor dieInfantry MEMBER dieInfantry CONSTANT)
    Q_PROPERTY(QColor dieCavalry MEMBER dieCavalry CONSTANT)
    Q_PROPERTY(QColor dieGun MEMBER dieGun CONSTANT)
    Q_PROPERTY(QColor dieWheel MEMBER dieWheel CONSTANT)
    Q_PROPERTY(QColor diePole MEMBER diePole CONSTANT)
    Q_PROPERTY(QColor dieSaber MEMBER dieSaber CONSTANT)
    Q_PROPERTY(QColor shade MEMBER shade CONSTANT)

public:
    explicit Theme(QObject* parent = nullptr) : QObject(parent), Palette(Palette::studio()) {}

    /// The fill of a hex of terrain `terrain` ("" is open ground), a shade darker on a baseline
    /// row: the colour the board paints it.
    Q_INVOKABLE QColor terrainFill(const QString& terrain, bool baseline = false) const {
        return ::terrainFill(*this, terrain, baseline);
    }
};
