// The reference picture of the open scenario (View ▸ Reference picture…): which file and page,
// shown or not and how opaque, its alignment to the hexes by control points, and the tracing
// help read from its colours (the Terrain tool's swatch, Edit ▸ Suggest terrain from picture).
// The file is read here (common/referenceimage.h) whenever the scenario names another one; a
// picture that cannot be read is a note (`problem`), never an error of the scenario. The fit is
// common/referencefit.h, the colours common/tracecolours.h; every change the designer makes is
// one undo command (ChangeReference, SuggestedTerrain). Nothing here knows a rule: the terrain
// types offered as samples are the game system's, and the document revalidates after each push.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <QColor>
#include <QImage>
#include <QObject>
#include <QPointer>
#include <QTransform>
#include <QUrl>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include "common/referencefit.h"
#include "common/referenceimage.h"
#include "common/tracecolours.h"
#include "document/scenariodocument.h"

class ReferenceEditor : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(ScenarioDocument* document READ document WRITE setDocument NOTIFY documentChanged)
    /// The scenario names a reference picture (read or not).
    Q_PROPERTY(bool hasPicture READ hasPicture NOTIFY pictureChanged)
    /// The picture was read and can be drawn.
    Q_PROPERTY(bool ready READ ready NOTIFY pictureChanged)
    Q_PROPERTY(QString fileName READ fileName NOTIFY pictureChanged)
    Q_PROPERTY(QString filePath READ filePath NOTIFY pictureChanged)
    /// Why the named picture is not shown, naming the file; "" when it is (or none is named).
    Q_PROPERTY(QString problem READ problem NOTIFY pictureChanged)
    /// Read scaled down to the size limit (common/referenceimage.h).
    Q_PROPERTY(bool scaledDown READ scaledDown NOTIFY pictureChanged)
    Q_PROPERTY(int page READ page NOTIFY pictureChanged)
    Q_PROPERTY(int pageCount READ pageCount NOTIFY pictureChanged)
    Q_PROPERTY(bool shown READ shown NOTIFY pictureChanged)
    Q_PROPERTY(qreal opacity READ opacity NOTIFY pictureChanged)
    /// The control points: [{index, pictureX, pictureY (where the point of the picture lies on
    /// the board now, board units), boardX, boardY (where it belongs), col, row, corner,
    /// residual (in hexes)}].
    Q_PROPERTY(QVariantList points READ points NOTIFY fitChanged)
    /// "placed", "moved", "similarity" or "affine": what the control points fix.
    Q_PROPERTY(QString fitKind READ fitKind NOTIFY fitChanged)
    /// The area terrain types of the game system, open ground first: [{id, name}] ("" open
    /// ground). Rivers, roads and other linear terrain are drawn with their brush instead.
    Q_PROPERTY(QVariantList sampleTypes READ sampleTypes NOTIFY documentChanged)
    /// The designer's samples: [{index, col, row, terrain, name, colour}].
    Q_PROPERTY(QVariantList samples READ samples NOTIFY tracingChanged)
    /// The suggestions that would change a hex: [{col, row, terrain, name, accepted, closeCall}].
    Q_PROPERTY(QVariantList suggestions READ suggestions NOTIFY tracingChanged)
    Q_PROPERTY(int acceptedCount READ acceptedCount NOTIFY tracingChanged)

public:
    explicit ReferenceEditor(QObject* parent = nullptr);

    ScenarioDocument* document() const { return m_document; }
    void setDocument(ScenarioDocument* document);

    bool hasPicture() const { return reference() != nullptr; }
    bool ready() const { return hasPicture() && !m_loaded.image.isNull(); }
    QString fileName() const;
    QString filePath() const;
    QString problem() const { return hasPicture() ? m_loaded.problem : QString(); }
    bool scaledDown() const { return ready() && m_loaded.scaledDown; }
    int page() const;
    int pageCount() const { return m_loaded.pageCount; }
    bool shown() const;
    qreal opacity() const;
    QVariantList points() const;
    QString fitKind() const;
    QVariantList sampleTypes() const;
    QVariantList samples() const;
    QVariantList suggestions() const;
    int acceptedCount() const;

    /// The picture as read (null when none is) and where its pixels lie on the board.
    const QImage& image() const { return m_loaded.image; }
    QTransform imageToBoard() const;
    /// The current fit from picture units (the file's pixels, a PDF's points) to board units.
    const reference::Fit& fit() const { return m_fit; }

    /// Makes the picture at `path` (a PNG, JPEG or PDF) the scenario's reference, page 1, half
    /// opaque, shown, with no control points: one undo step. False without an editable
    /// document. A file that cannot be read is still named (its `problem` says why).
    Q_INVOKABLE bool choose(const QString& path);
    Q_INVOKABLE bool chooseUrl(const QUrl& url) { return url.isLocalFile() && choose(url.toLocalFile()); }
    /// Forgets the reference picture (the file on disk is not touched): one undo step.
    Q_INVOKABLE bool remove();
    Q_INVOKABLE bool setShown(bool shown);
    /// `gesture` groups the changes of one slider drag into one undo step (0: a step of its own).
    Q_INVOKABLE bool setOpacity(qreal opacity, int gesture);
    Q_INVOKABLE int beginGesture() { return ++m_gesture; }
    Q_INVOKABLE bool setPage(int page);

    /// The board point a click at (x, y) (board units) most likely means: the nearest centre
    /// or corner of a board hex. {col, row, corner ("" the centre), x, y}.
    Q_INVOKABLE QVariantMap targetNear(qreal x, qreal y) const;
    /// Adds a control point: the point of the picture shown at (pictureX, pictureY) now (board
    /// units) belongs at the centre or corner of hex (col, row). The picture is fitted again;
    /// one undo step. False when refused (no picture, off the board, an unknown corner).
    Q_INVOKABLE bool addPoint(qreal pictureX, qreal pictureY, int col, int row, const QString& corner);
    /// Nudges control point `index`: the point of the picture shown at (x, y) now is the one
    /// that belongs where the point does. One undo step.
    Q_INVOKABLE bool movePoint(int index, qreal x, qreal y);
    Q_INVOKABLE bool removePoint(int index);
    /// The index of the control point whose picture spot lies within `radius` of (x, y), or -1.
    Q_INVOKABLE int pointNear(qreal x, qreal y, qreal radius) const;

    /// The mean colour of the picture under hex (col, row); transparent when no picture is
    /// shown there.
    Q_INVOKABLE QColor colourAt(int col, int row) const;
    /// Whether `hex` is on the open battle's board (ScenarioDocument::onBoard): the hexes the
    /// picture is aligned to, traced from and drawn with a grid over.
    bool onBoard(tricorne::Hex hex) const;

    /// Takes hex (col, row) of the picture as a sample of `terrain` ("" open ground); a second
    /// sample of the same hex replaces the first. Suggestions follow.
    Q_INVOKABLE bool addSample(int col, int row, const QString& terrain);
    Q_INVOKABLE void removeSample(int index);
    /// Forgets the samples and the suggestions (the tracing is over or abandoned).
    Q_INVOKABLE void clearSamples();
    /// Accepts or rejects the suggestion for hex (col, row).
    Q_INVOKABLE void toggleSuggestion(int col, int row);
    Q_INVOKABLE void acceptAll(bool accepted);
    /// Lays the accepted suggestions as one undo step; returns how many hexes changed.
    Q_INVOKABLE int applySuggestions();

signals:
    void documentChanged();
    void pictureChanged();
    void fitChanged();
    void tracingChanged();

private:
    struct TraceSample {
        tricorne::Hex hex;
        std::string terrain;
    };
    struct HexSuggestion {
        tricorne::Hex hex;
        std::string terrain;
        bool accepted = true;
        bool closeCall = false;
    };

    const tricorne::ReferencePicture* reference() const;
    bool editable() const { return m_document && m_document->isEditable(); }
    bool push(const QString& text, std::optional<tricorne::ReferencePicture> after, int gesture = 0);
    void follow();
    void refit();
    void resuggest();
    tracing::HexColours coloursOf(tricorne::Hex hex) const;
    std::optional<reference::Affine> boardToImage() const;
    QString terrainName(const std::string& id) const;

    QPointer<ScenarioDocument> m_document;
    QMetaObject::Connection m_referenceConnection, m_changeConnection;
    reference::LoadedPicture m_loaded;
    QString m_loadedPath;
    int m_loadedPage = 0;
    reference::Fit m_fit;
    std::vector<TraceSample> m_samples;
    std::vector<HexSuggestion> m_suggestions;
    int m_gesture = 0;
};
