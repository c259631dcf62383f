// The battlefield as vectors: every hex with its terrain, the hex-side features, units, leaders,
// Chief and objective markers, drawn with QPainter into any paint device. The studio's board
// paints its ground with it (BoardGround), and File ▸ Export image uses it with QSvgGenerator
// for a real vector SVG; the pieces are drawn as the board's QML items draw them (UnitBlock,
// LeaderTag, ObjectiveMarker). Positions come from BoardGeometry, colours and each terrain's look
// from the studio's Palette (QML's Theme), the scenario from the BoardModel's roles. No rules:
// it only draws what the model says.
#pragma once

#include <QColor>
#include <QFont>
#include <QByteArray>
#include <QList>
#include <QPainterPath>
#include <QPolygonF>
#include <QSet>
#include <QPointF>
#include <QRectF>
#include <QVariant>
#include <QString>
#include <QTransform>

#include <vector>

#include "common/palette.h"

class BoardModel;
struct UnitSymbol;
class QPainter;

class BoardPainter {
public:
    /// Draws `model` (which must outlive the painter) in the studio's palette.
    explicit BoardPainter(const BoardModel& model) : m_model(&model) {}
    /// A painter of single tiles and pieces only: paint(), paintGround(), paintLabels() and
    /// hexBounds() must not be called.
    BoardPainter() : m_model(nullptr) {}

    /// Paints the whole battlefield in board units (BoardGeometry::boardSize() of the model's
    /// board, origin top
    /// left) with the painter's current transform; leaves the painter's state as it found it.
    void paint(QPainter& painter) const;

    /// Paints the battlefield's ground as paint() does, without the pieces: the table edge, the
    /// hexes' terrain, the section lines and the hex-side features. Only hexes whose bounds
    /// (hexBounds) meet `area` are drawn — a null `area` means all — so a caller that clips to
    /// `area` gets exactly what a whole repaint would put there.
    void paintGround(QPainter& painter, const QRectF& area) const;

    /// The map's place names (BoardModel::labels), printed on the ground as on the game's map
    /// (paint() draws the pieces over them): each low in its hex, turned by its rotation, in
    /// dark italic capitals with a light halo that keeps it readable over any terrain (and in
    /// black and white), moved inwards where it would run off the board. The board's
    /// BoardLabels item, paint() (the SVG export) and the printed sheet all use it.
    void paintLabels(QPainter& painter) const;

    /// Where paintLabels puts each label, in BoardModel::labels' order: its letters as a path
    /// (for the halo and for spacing labels apart), the same letters as text with the font and
    /// baseline origin that draw them over the path (so an SVG carries them as <text>), and the
    /// transform from the path's units to board units.
    struct PlacedLabel {
        QPainterPath path;
        QString text;
        QFont font;
        QPointF origin;
        QTransform transform;
        /// The letters' outline on the board, halo included (what another label must not meet).
        QPolygonF outline() const;
    };
    std::vector<PlacedLabel> placedLabels() const;

    /// One terrain tile as the board draws it, around the painter's origin in board units:
    /// its ground edged in `edge`, then its symbol (a linear terrain's band through `exits`).
    /// The ghost of the Terrain tool and the palette's symbols.
    void paintTerrainTile(QPainter& p, const QString& terrain, const QList<int>& exits, const QColor& edge, qreal edgeWidth) const;

    /// "Save ink" (the printed scenario sheet in black and white): no ground fills — white hexes
    /// with their symbols in outline, water as banks, pieces as white blocks with black marks —
    /// and every colour turned to grey. The armies whose colours are in `marked` get a second
    /// frame on their blocks, a hollow leader badge and a white objective chip, so that the
    /// sides stay apart without colour. Off by default: the board's own colours.
    void setSaveInk(bool on, const QSet<QRgb>& marked = {}) {
        m_saveInk = on;
        m_marked = marked;
    }

    /// One unit block (UnitBlock.qml) around the painter's origin, in board units: the army's
    /// block, the type's symbol, `blocks`, the Chief badge; in save ink, the army's mark.
    void paintUnit(QPainter& p, const QColor& army, const UnitSymbol& symbol, int blocks, bool chief) const;
    /// One leader's name plate (LeaderTag.qml) around the painter's origin.
    void paintLeader(QPainter& p, const QString& name, const QColor& army) const;
    /// One objective banner (ObjectiveMarker.qml), its pole's foot at the painter's origin: in
    /// `holder`'s colour when a side holds it at the start (invalid: nobody), with its `kind` in
    /// a word below it ("Majority", as text with a light halo; "" draws none).
    void paintObjective(QPainter& p, const QString& banners, const QVariantList& sides, const QString& kind = {},
                        const QColor& holder = {}) const;

    /// Everything hex `hex` (a BoardModel row) may draw on, in board units.
    QRectF hexBounds(int hex) const;

    /// The battlefield as an SVG document in board units (viewBox = the board), sized to print
    /// at `dpi` with `scale` pixels per board unit. Empty on failure.
    QByteArray svg(qreal scale, int dpi, const QString& title) const;

private:
    /// The palette's colour `which`, turned to grey (or white) in save ink.
    QColor colour(QColor Palette::* which) const;
    QColor ground(const QString& terrain, bool baseline) const;
    QVariant at(int hex, int role) const;

    void paintTile(QPainter& p, int col, int row, const QColor& fill, QColor label) const;
    void paintArea(QPainter& p, TerrainSymbol symbol) const;
    void paintLinear(QPainter& p, TerrainSymbol symbol, const QList<int>& exits) const;
    void paintSectionLines(QPainter& p) const;
    void paintHexside(QPainter& p, int side, const QString& type) const;
    void paintStar(QPainter& p, QPointF centre, qreal radius, const QColor& fill, const QColor& stroke) const;
    void paintHouse(QPainter& p, QPointF at, bool cross) const;
    void paintTent(QPainter& p, QPointF at) const;
    void paintTree(QPainter& p, QPointF at) const;

    const BoardModel* m_model;   // null for a painter of single tiles
    const Palette& m_palette = Palette::studio();
    bool m_saveInk = false;
    QSet<QRgb> m_marked;   // army colours (rgb) that carry the second side's mark in save ink
};
